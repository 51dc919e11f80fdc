import {
  canMovePayment,
  cardProblems,
  currencyDigits,
  fromProviderAmount,
  isChargeFor,
  movePayment,
  passesLuhn,
  paymentStatusesBefore,
  toProviderAmount,
} from './payments.rules';

describe('payment state transitions', () => {
  it('names the statuses a write of a status may replace (what the repository requires in SQL)', () => {
    expect(paymentStatusesBefore('voided')).toEqual(['authorised']);
    expect(paymentStatusesBefore('captured')).toEqual(['authorised']);
    expect(paymentStatusesBefore('refunded').sort()).toEqual(['captured', 'partially_refunded']);
    expect(paymentStatusesBefore('requires_action')).toEqual([]);
  });

  it('follows authorise → capture → refund, with confirmation first when asked', () => {
    expect(canMovePayment('requires_action', 'authorised')).toBe(true);
    expect(canMovePayment('authorised', 'captured')).toBe(true);
    expect(canMovePayment('authorised', 'voided')).toBe(true);
    expect(canMovePayment('captured', 'partially_refunded')).toBe(true);
    expect(canMovePayment('partially_refunded', 'refunded')).toBe(true);
  });
  it('never leaves a final state and never captures what was not authorised', () => {
    for (const to of ['authorised', 'captured', 'refunded'] as const) {
      expect(canMovePayment('declined', to)).toBe(false);
      expect(canMovePayment('voided', to)).toBe(false);
    }
    expect(canMovePayment('requires_action', 'captured')).toBe(false);
    expect(canMovePayment('refunded', 'captured')).toBe(false);
    expect(() => movePayment('declined', 'captured')).toThrow('a payment cannot move from declined to captured');
  });
});

describe('cards', () => {
  it('checks numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('42424242424242a2')).toBe(false);
  });
  it('names each problem of a card as entered', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(cardProblems({ number: '4242 4242 4242 4242', expiryMonth: 11, expiryYear: 26, cvc: '123' }, now)).toEqual({});
    expect(cardProblems({ number: '4242 4242 4242 4241', expiryMonth: 10, expiryYear: 2026, cvc: '12' }, now)).toEqual({
      number: 'invalidCardNumber',
      expiry: 'cardExpired',
      cvc: 'invalidCvc',
    });
    expect(cardProblems({ number: '4242424242424242', expiryMonth: 13, expiryYear: 2030, cvc: '1234' }, now)).toEqual({
      expiry: 'cardExpired',
    });
  });
});

describe('amounts at the card provider', () => {
  it('knows each currency’s ISO 4217 minor unit', () => {
    expect(currencyDigits('GBP')).toBe(2);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('ISK')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('jpy')).toBe(0);
  });

  it('sends pounds in pence, as the shop keeps them', () => {
    expect(toProviderAmount(1_499_99, 'GBP')).toBe(149_999);
    expect(fromProviderAmount(149_999, 'GBP')).toBe(1_499_99);
  });

  it('sends yen and won in whole units, not hundredths (never a hundred times the price)', () => {
    // ¥190,000 is kept as 19,000,000 hundredths; the provider charges 190000 yen.
    expect(toProviderAmount(19_000_000, 'JPY')).toBe(190_000);
    expect(fromProviderAmount(190_000, 'JPY')).toBe(19_000_000);
    expect(toProviderAmount(175_000_00, 'KRW')).toBe(175_000);
    // A fraction of a yen (a percentage off) is rounded half away from zero.
    expect(toProviderAmount(12_50, 'JPY')).toBe(13);
    expect(toProviderAmount(12_49, 'JPY')).toBe(12);
    expect(toProviderAmount(0, 'JPY')).toBe(0);
  });

  it('sends three-decimal currencies in thousandths', () => {
    expect(toProviderAmount(12_34, 'KWD')).toBe(12_340);
    expect(fromProviderAmount(12_340, 'KWD')).toBe(12_34);
  });

  it('matches a charge to an amount as the provider counts it', () => {
    expect(isChargeFor({ amountMinor: 1_499_99, currency: 'GBP' }, 1_499_99, 'GBP')).toBe(true);
    expect(isChargeFor({ amountMinor: 1_499_98, currency: 'GBP' }, 1_499_99, 'GBP')).toBe(false);
    expect(isChargeFor({ amountMinor: 1_499_99, currency: 'EUR' }, 1_499_99, 'GBP')).toBe(false);
    // ¥13 charged for ¥12.50 owed: the same charge.
    expect(isChargeFor({ amountMinor: 13_00, currency: 'JPY' }, 12_50, 'JPY')).toBe(true);
  });
});
