import { financeDeclinedMail, orderConfirmationMail } from './orders.mail';
import type { Order, OrderItem } from './orders.types';

const order = (over: Partial<Order> = {}): Order => ({
  id: 'order-1',
  number: '000000041',
  customerId: 'c1',
  status: 'paid',
  currency: 'GBP',
  subtotal: 1_510,
  shippingAmount: 0,
  grandTotal: 1_460,
  shippingMethod: 'standard',
  paymentMethod: 'card',
  shippingAddress: null,
  billingAddress: null,
  certificate: null,
  createdAt: new Date('2026-12-14T10:00:00Z'),
  email: 'ada@example.com',
  store: 'en-GB',
  channel: 'shop',
  discountAmount: 50,
  couponCode: 'SAVE50',
  dispatchDate: '2026-12-16',
  collectionShop: null,
  cardLast4: '4242',
  partnerReference: null,
  finance: null,
  ...over,
});

const items: OrderItem[] = [
  { id: 1, orderId: 'order-1', sku: 'RACE-54', name: 'Race bike', quantity: 1, price: 1_499, rowTotal: 1_499 },
  { id: 2, orderId: 'order-1', sku: 'TUBE-1', name: 'Inner tube', quantity: 100, price: 4.35, rowTotal: 435 },
];
const options = { brand: 'Cadence Cycles', firstName: 'Ada', orderLink: 'https://shop.example/o/41', collectionShopName: null };

describe('orderConfirmationMail', () => {
  it('writes amounts in the shop’s money format: whole amounts without decimals (spec §9)', () => {
    const mail = orderConfirmationMail(order(), items, options);
    expect(mail.text).toContain('1 × Race bike (RACE-54) — £1,499');
    expect(mail.text).not.toContain('£1,499.00');
    expect(mail.text).toContain('Discount: −£50\n');
    expect(mail.text).toContain('Total: £1,460\n');
    expect(mail.html).toContain('>£1,499<');
  });

  it('shows each line’s row total from the orders module, not a float product', () => {
    const mail = orderConfirmationMail(order(), items, options);
    expect(mail.text).toContain('100 × Inner tube (TUBE-1) — £435\n');
    expect(mail.html).toContain('>£435<');
  });

  it('writes the dispatch day as the shop writes it everywhere, in each storefront', () => {
    expect(orderConfirmationMail(order(), items, options).text).toContain('Expected dispatch: Wednesday, 16 December 2026.');
    const de = orderConfirmationMail(order({ store: 'de-DE', currency: 'EUR' }), items, options);
    expect(de.text).toContain('Voraussichtlicher Versand: Mittwoch, 16. Dezember 2026.');
    expect(de.text).toContain('1 × Race bike (RACE-54) — 1.499\u00a0€');
  });
});

describe('financeDeclinedMail', () => {
  it('writes the deposit in the shop’s money format', () => {
    const finance = { deposit: 150, productName: 'Interest free' } as unknown as Order['finance'];
    const mail = financeDeclinedMail(order({ finance }), { ...options, shopLink: 'https://shop.example', reason: 'declined' });
    expect(mail.text).toContain('Your deposit of £150 is being refunded to your card.');
  });
});
