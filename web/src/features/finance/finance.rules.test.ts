import { financeProductName, orderFinanceProductName, shownProductId, withinRange } from './finance.rules';

describe('finance calculator rules', () => {
  it('keeps what the shopper types within the range the server answered, to two decimals', () => {
    const deposit = { min: 0, max: 50 };
    expect(withinRange(12.345, deposit)).toBe(12.35);
    expect(withinRange(-3, deposit)).toBe(0);
    expect(withinRange(80, deposit)).toBe(50);
    expect(withinRange(Number.NaN, deposit)).toBe(0);
    expect(withinRange(10_000, { min: 0, max: 6196 })).toBe(6196);
  });
  it('shows the chosen product while it is offered, else the representative example', () => {
    expect(shownProductId('IFC12', ['IFC12', 'CL48-9.9'], 'CL48-9.9')).toBe('IFC12');
    expect(shownProductId('CL36-9.9', ['IFC12'], 'IFC12')).toBe('IFC12');
    expect(shownProductId(null, [], null)).toBeNull();
  });
  it("names a loan product by its terms, its APR as the shopper's locale writes it", () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
    expect(financeProductName({ name: 'CL36', months: 36, apr: 9.9, single_final_payment: false }, t, 'de-DE')).toBe(
      'finance.productName.credit {"months":36,"apr":"9,9"}',
    );
    // In the lender's own language, its own name: the one the lender and the order carry.
    expect(
      financeProductName({ name: '14.9% APR over 48 months', months: 48, apr: 14.9, single_final_payment: false }, t, 'en-GB'),
    ).toBe('14.9% APR over 48 months');
    expect(financeProductName({ name: 'IFC24', months: 24, apr: 0, single_final_payment: false }, t, 'de-DE')).toBe(
      'finance.productName.interestFree {"months":24}',
    );
    expect(financeProductName({ name: 'BNPL12', months: 12, apr: 14.9, single_final_payment: true }, t, 'de-DE')).toBe(
      'finance.productName.payLater {"months":12}',
    );
  });
  it("names an order's loan from the terms the order keeps: one repayment is buy now, pay later", () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
    const credit = { product_name: '9.9% APR over 36 months', months: 36, apr: 9.9, payments: 36 };
    expect(orderFinanceProductName(credit, t, 'de-DE')).toBe('finance.productName.credit {"months":36,"apr":"9,9"}');
    expect(orderFinanceProductName(credit, t, 'en-GB')).toBe('9.9% APR over 36 months');
    const later = { product_name: 'Buy now, pay later: settle in 12 months', months: 12, apr: 14.9, payments: 1 };
    expect(orderFinanceProductName(later, t, 'de-DE')).toBe('finance.productName.payLater {"months":12}');
    const free = { product_name: 'Interest free credit over 12 months', months: 12, apr: 0, payments: 12 };
    expect(orderFinanceProductName(free, t, 'de-DE')).toBe('finance.productName.interestFree {"months":12}');
  });
});
