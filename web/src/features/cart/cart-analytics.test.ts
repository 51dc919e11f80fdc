import { pushCartEvent } from './cart-analytics';

describe('pushCartEvent', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it("values an addition at its lines' prices times quantities, to the penny", () => {
    const line = {
      uid: '1',
      sku: 'HELMET-M',
      quantity: 3,
      option_label: null,
      prices: {
        price_including_tax: { value: 4.35, currency: 'GBP' },
        row_total_including_tax: { value: 13.05, currency: 'GBP' },
      },
      product: { __typename: 'SimpleProduct', sku: 'HELMET', name: 'Helmet', url_key: 'helmet' },
    };
    pushCartEvent('add_to_cart', { currency: 'GBP', prices: { grand_total: { value: 13.05 } } } as never, [line as never]);
    const event = window.dataLayer!.find((entry) => (entry as { event?: string }).event === 'add_to_cart') as {
      ecommerce: { value: number };
    };
    expect(event.ecommerce.value).toBe(13.05);
  });
});
