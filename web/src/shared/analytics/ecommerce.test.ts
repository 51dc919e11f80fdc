import { pushEcommerce, toEcommerceItem } from './ecommerce';

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

  it('sends the price the shopper pays: a special price only when lower, no price when not sold', () => {
    const item = (aggregated_price: number | null, aggregated_price_special: number | null) =>
      toEcommerceItem({ sku: 'A', name: 'Bike', aggregated_price, aggregated_price_special });
    expect(item(100, 80).price).toBe(80);
    expect(item(100, 120).price).toBe(100);
    expect(item(100, null).price).toBe(100);
    expect(item(null, null).price).toBeUndefined();
    expect(item(null, 80).price).toBeUndefined();
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
