import { canMovePayment, cardProblems, movePayment, passesLuhn, paymentStatusesBefore, sandboxOutcome } from './payments.rules';

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
  it('gives each sandbox test card its behaviour', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(sandboxOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4000000000003220')).toBe('requires_confirmation');
    expect(sandboxOutcome('4012888888881881')).toBe('succeeds');
  });
});
