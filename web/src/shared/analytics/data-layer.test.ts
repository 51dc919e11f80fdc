import { pushEcommerce, toEcommerceItem } from './data-layer';

describe('ecommerce events', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('uses the special price when there is one', () => {
    expect(toEcommerceItem({ sku: 'A', name: 'Bike', aggregated_price: 2000, aggregated_price_special: 1800 }, 0)).toMatchObject({
      item_id: 'A',
      item_name: 'Bike',
      price: 1800,
      index: 0,
    });
  });

  it('clears the previous ecommerce object, then pushes the event with currency and items', () => {
    pushEcommerce('view_item', 'EUR', [{ sku: 'A', name: 'Bike', aggregated_price: 2000, manufacture: 'Cadence' }]);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: { currency: 'EUR', items: [expect.objectContaining({ item_id: 'A', price: 2000, item_brand: 'Cadence' })] },
      },
    ]);
  });
});
