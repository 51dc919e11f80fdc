import { checkoutRoute, isOrderNumber, isValidIdempotencyKey, orderNumberFrom, paymentSplit } from './checkout.rules';

describe('checkoutRoute', () => {
  it('sends eswCode GB to the shop’s own checkout whatever the flags', () => {
    expect(checkoutRoute({ eswCode: 'GB' }, true)).toBe('shop');
    expect(checkoutRoute({ eswCode: 'gb' }, false)).toBe('shop');
  });
  it('sends other countries to the partner only when cross-border checkout is enabled for them', () => {
    expect(checkoutRoute({ eswCode: 'DE' }, true)).toBe('partner');
    expect(checkoutRoute({ eswCode: 'DE' }, false)).toBe('shop');
  });
});

describe('idempotency keys', () => {
  it('accepts UUIDs and base64url tokens of 16–64 characters', () => {
    expect(isValidIdempotencyKey('6f1c2b8e-58a1-4b5e-9c57-1f3f0f1d9a10')).toBe(true);
    expect(isValidIdempotencyKey('AbC_dEf-1234567890')).toBe(true);
  });
  it('refuses short, long and odd ones', () => {
    expect(isValidIdempotencyKey('short')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(65))).toBe(false);
    expect(isValidIdempotencyKey("'; drop table orders; --xxxxxx")).toBe(false);
  });
});

describe('order numbers', () => {
  it('are CC- and two groups of four unambiguous characters', () => {
    const number = orderNumberFrom(Uint8Array.from([0, 1, 2, 3, 31, 32, 255, 100]));
    expect(number).toBe('CC-0123-Z0Z4');
    expect(isOrderNumber(number)).toBe(true);
  });
  it('never use I, L, O or U and need 8 bytes', () => {
    for (let b = 0; b < 256; b++) expect(orderNumberFrom(new Uint8Array(8).fill(b))).not.toMatch(/[ILOU]/);
    expect(() => orderNumberFrom(new Uint8Array(4))).toThrow('8 random bytes');
    expect(isOrderNumber('CC-0I23-4567')).toBe(false);
    expect(isOrderNumber('000000123')).toBe(false);
  });
});

describe('paymentSplit (totals with a Cycle to Work certificate)', () => {
  it('lets a certificate cover part of the order and the card the rest', () => {
    expect(paymentSplit(2_499_00, 1_000_00)).toEqual({ certificateMinor: 1_000_00, cardMinor: 1_499_00 });
  });
  it('never lets a certificate pay more than the order', () => {
    expect(paymentSplit(899_00, 1_000_00)).toEqual({ certificateMinor: 899_00, cardMinor: 0 });
  });
  it('has the card pay everything without one', () => {
    expect(paymentSplit(120_50, null)).toEqual({ certificateMinor: 0, cardMinor: 120_50 });
  });
});
