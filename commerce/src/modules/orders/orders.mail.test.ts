import { DEFAULT_STORE, STORE_CODES } from '@cadence/server-kit/storefronts';
import { countrySeed } from '../../db/seed/countries.seed';
import { financeDeclinedMail, orderConfirmationMail } from './orders.mail';
import type { Order, OrderAddress, OrderItem } from './orders.types';

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
const options = {
  brand: 'Cadence Cycles',
  firstName: 'Ada',
  orderLink: 'https://shop.example/o/41',
  collectionShopName: null,
  countries: countrySeed,
};

const address = (over: Partial<OrderAddress> = {}): OrderAddress => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: ['12 St James’s Square', 'Flat 2'],
  city: 'London',
  postcode: 'SW1A 1AA',
  region: null,
  countryCode: 'GB',
  telephone: '020 7946 0000',
  ...over,
});

/** The mail's block of text under `label` ("Delivery address:\n…"), one entry a line. */
const block = (text: string, label: string): string[] =>
  text
    .split('\n\n')
    .find((part) => part.startsWith(`${label}:\n`))!
    .split('\n')
    .slice(1);

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

describe('orderConfirmationMail addresses: written as the order page writes them (address-format.rules addressLines)', () => {
  const mail = (store: 'en-GB' | 'de-DE', shipping: OrderAddress, billing: OrderAddress | null = null) =>
    orderConfirmationMail(order({ store, shippingAddress: shipping, billingAddress: billing }), items, options);

  it('a UK address: town, then postcode; the country by name in the mail’s language', () => {
    // The review's: the page showed "London, SW1A 1AA … United Kingdom", the mail "SW1A 1AA London … GB".
    expect(block(mail('en-GB', address()).text, 'Delivery address')).toEqual([
      'Ada Lovelace',
      '12 St James’s Square',
      'Flat 2',
      'London, SW1A 1AA',
      'United Kingdom',
    ]);
    expect(block(mail('de-DE', address()).text, 'Lieferadresse')).toEqual([
      'Ada Lovelace',
      '12 St James’s Square',
      'Flat 2',
      'London, SW1A 1AA',
      'Vereinigtes Königreich',
    ]);
  });

  it('a German address: postcode, then town; a region that repeats the town left out', () => {
    const berlin = address({
      street: ['Unter den Linden 1'],
      city: 'Berlin',
      postcode: '10117',
      region: 'Berlin',
      countryCode: 'DE',
    });
    expect(block(mail('de-DE', berlin).text, 'Lieferadresse')).toEqual([
      'Ada Lovelace',
      'Unter den Linden 1',
      '10117 Berlin',
      'Deutschland',
    ]);
    expect(block(mail('en-GB', berlin).text, 'Delivery address')).toEqual([
      'Ada Lovelace',
      'Unter den Linden 1',
      '10117 Berlin',
      'Germany',
    ]);
  });

  it('an address with a region: the region on its own line before the country', () => {
    const portland = address({
      street: ['1 Main St', 'Suite 200'],
      city: 'Portland',
      postcode: '97201',
      region: 'Oregon',
      countryCode: 'US',
    });
    expect(block(mail('en-GB', portland).text, 'Delivery address')).toEqual([
      'Ada Lovelace',
      '1 Main St',
      'Suite 200',
      'Portland, 97201',
      'Oregon',
      'United States',
    ]);
    const rome = address({ street: ['Via Merulana 1'], city: 'Roma', postcode: '00184', region: 'RM', countryCode: 'IT' });
    expect(block(mail('de-DE', rome).text, 'Lieferadresse')).toEqual([
      'Ada Lovelace',
      'Via Merulana 1',
      '00184 Roma',
      'RM',
      'Italien',
    ]);
    expect(block(mail('en-GB', rome).text, 'Delivery address')).toEqual([
      'Ada Lovelace',
      'Via Merulana 1',
      '00184 Roma',
      'RM',
      'Italy',
    ]);
  });

  it('an empty second street line and no region leave no empty line', () => {
    const plain = address({ street: ['1 Saddle Lane', ''], region: null });
    const expected = (country: string) => ['Ada Lovelace', '1 Saddle Lane', 'London, SW1A 1AA', country];
    expect(block(mail('en-GB', plain).text, 'Delivery address')).toEqual(expected('United Kingdom'));
    expect(block(mail('de-DE', plain).text, 'Lieferadresse')).toEqual(expected('Vereinigtes Königreich'));
    expect(block(mail('en-GB', { ...plain, street: ['1 Saddle Lane', '   '], region: '  ' }).text, 'Delivery address')).toEqual(
      expected('United Kingdom'),
    );
  });

  it('writes the billing address the same way, and the HTML the same lines escaped', () => {
    const billing = address({
      firstName: 'Ada & Co',
      street: ['Unter den Linden 1'],
      city: 'Berlin',
      postcode: '10117',
      countryCode: 'DE',
    });
    const sent = mail('en-GB', address(), billing);
    expect(block(sent.text, 'Billing address')).toEqual(['Ada & Co Lovelace', 'Unter den Linden 1', '10117 Berlin', 'Germany']);
    expect(sent.html).toContain(
      '<strong>Delivery address</strong><br>Ada Lovelace<br>12 St James’s Square<br>Flat 2<br>London, SW1A 1AA<br>United Kingdom</p>',
    );
    expect(sent.html).toContain(
      '<strong>Billing address</strong><br>Ada &amp; Co Lovelace<br>Unter den Linden 1<br>10117 Berlin<br>Germany</p>',
    );
  });

  it('names a country the shop’s list does not have by its code', () => {
    const elsewhere = address({ city: 'Reykjavík', postcode: '101', countryCode: 'XK' });
    expect(block(mail('en-GB', elsewhere).text, 'Delivery address').at(-1)).toBe('XK');
  });
});

describe('orderConfirmationMail paid by finance: the loan in the storefront’s language and number format', () => {
  /** £1,000 at 9.9 % APR over 36 months: £32.02 a month, a last payment of £32.12, £1,152.82 in all (finance.rules). */
  const credit: NonNullable<Order['finance']> = {
    productId: 'CL36-9.9',
    productName: '9.9% APR over 36 months',
    months: 36,
    apr: 9.9,
    interestRate: 9.48,
    cashPrice: 1_000,
    depositPercent: 0,
    deposit: 0,
    loanAmount: 1_000,
    monthlyRepayment: 32.02,
    finalPayment: 32.12,
    payments: 36,
    totalRepayable: 1_152.82,
    totalPayable: 1_152.82,
    arrangementFee: 0,
  };
  /** Buy now, pay later: £1,000 at 14.9 % APR settled in one payment of £1,149 after 12 months. */
  const payLater: NonNullable<Order['finance']> = {
    ...credit,
    productId: 'BNPL12',
    productName: 'Buy now, pay later: settle in 12 months',
    months: 12,
    apr: 14.9,
    interestRate: 13.97,
    monthlyRepayment: 0,
    finalPayment: 1_149,
    payments: 1,
    totalRepayable: 1_149,
    totalPayable: 1_178,
    arrangementFee: 29,
  };
  const interestFree: NonNullable<Order['finance']> = {
    ...credit,
    productId: 'IFC12',
    productName: 'Interest free credit over 12 months',
    months: 12,
    apr: 0,
    interestRate: 0,
    monthlyRepayment: 83.33,
    finalPayment: 83.37,
    payments: 12,
    totalRepayable: 1_000,
    totalPayable: 1_000,
  };
  const mail = (store: 'en-GB' | 'de-DE', finance: NonNullable<Order['finance']>) =>
    orderConfirmationMail(order({ store, grandTotal: 1_000, paymentMethod: 'finance', finance }), items, options);

  it('en-GB: the lender’s own name and the APR as en-GB writes it', () => {
    const sent = mail('en-GB', credit);
    expect(sent.text).toContain(
      'Paid by finance (9.9% APR over 36 months): deposit £0, loan amount £1,000, 36 repayment(s), total repayable £1,152.82, 9.9% APR representative (fixed).',
    );
    expect(sent.html).toContain('Paid by finance (9.9% APR over 36 months)');
  });

  it('de-DE: the product named in German and the APR with a decimal comma (never "9.9 %")', () => {
    const sent = mail('de-DE', credit);
    expect(sent.text).toContain(
      'Bezahlt per Finanzierung (9,9 % effektiver Jahreszins über 36 Monate): Anzahlung 0\u00a0£, Kreditbetrag 1.000\u00a0£, 36 Rate(n), zu zahlender Gesamtbetrag 1.152,82\u00a0£, effektiver Jahreszins 9,9 % (fest).',
    );
    expect(sent.html).toContain('Bezahlt per Finanzierung (9,9 % effektiver Jahreszins über 36 Monate)');
    expect(sent.text).not.toContain('9.9');
    expect(sent.text).not.toContain('APR');
  });

  it('names buy now, pay later (one final payment) and interest-free credit in each storefront', () => {
    expect(mail('en-GB', payLater).text).toContain(
      'Paid by finance (Buy now, pay later: settle in 12 months): deposit £0, loan amount £1,000, 1 repayment(s), total repayable £1,149, 14.9% APR representative (fixed).',
    );
    expect(mail('de-DE', payLater).text).toContain(
      'Bezahlt per Finanzierung (Jetzt kaufen, später bezahlen: Ausgleich in 12 Monaten): Anzahlung 0\u00a0£, Kreditbetrag 1.000\u00a0£, 1 Rate(n), zu zahlender Gesamtbetrag 1.149\u00a0£, effektiver Jahreszins 14,9 % (fest).',
    );
    expect(mail('en-GB', interestFree).text).toContain('Paid by finance (Interest free credit over 12 months)');
    expect(mail('en-GB', interestFree).text).toContain(', 0% APR representative (fixed).');
    expect(mail('de-DE', interestFree).text).toContain('Bezahlt per Finanzierung (Zinsfreie Finanzierung über 12 Monate)');
    expect(mail('de-DE', interestFree).text).toContain(', effektiver Jahreszins 0 % (fest).');
  });
});

describe('financeDeclinedMail', () => {
  it('writes the deposit in the shop’s money format', () => {
    const finance = { deposit: 150, productName: 'Interest free' } as unknown as Order['finance'];
    const mail = financeDeclinedMail(order({ finance }), { ...options, shopLink: 'https://shop.example', reason: 'declined' });
    expect(mail.text).toContain('Your deposit of £150 is being refunded to your card.');
  });
});

describe('order mails in every storefront', () => {
  it('are written for each storefront, with the order number and the link, the German one in German', () => {
    for (const store of STORE_CODES) {
      const confirmation = orderConfirmationMail(order({ store }), items, options);
      const declined = financeDeclinedMail(order({ store }), { ...options, shopLink: 'https://shop.example', reason: 'expired' });
      expect(confirmation.subject).toContain('000000041');
      expect(confirmation.text).toContain(options.orderLink);
      expect(declined.subject).toContain('000000041');
      expect(declined.text).toContain('https://shop.example');
    }
    expect(orderConfirmationMail(order({ store: 'de-DE' }), items, options).text).toMatch(/^Hallo Ada,/);
    expect(financeDeclinedMail(order({ store: 'de-DE' }), { ...options, shopLink: 'x', reason: 'declined' }).text).toMatch(
      /^Hallo Ada,/,
    );
  });

  it('writes an order from a storefront it does not know as the default storefront does', () => {
    const unknown = order({ store: 'fr-FR' as Order['store'] });
    expect(orderConfirmationMail(unknown, items, options).subject).toBe(
      orderConfirmationMail(order({ store: DEFAULT_STORE }), items, options).subject,
    );
  });
});
