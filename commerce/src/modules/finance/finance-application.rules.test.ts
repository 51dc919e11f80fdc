import {
  applicationExpiry,
  decisionEffect,
  hasExpired,
  MAX_OPEN_APPLICATIONS,
  MAX_UNITS_AWAITING_FINANCE,
  openingProblem,
  parseLenderEvent,
} from './finance-application.rules';

describe('decisionEffect', () => {
  it('applies any decision to a submitted application', () => {
    expect(decisionEffect('submitted', 'accepted')).toBe('apply');
    expect(decisionEffect('submitted', 'referred')).toBe('apply');
    expect(decisionEffect('submitted', 'declined')).toBe('apply');
  });

  it('takes the final decision on a referred application; a second referral changes nothing', () => {
    expect(decisionEffect('referred', 'accepted')).toBe('apply');
    expect(decisionEffect('referred', 'declined')).toBe('apply');
    expect(decisionEffect('referred', 'referred')).toBe('unchanged');
  });

  it('keeps accepted and declined final', () => {
    expect(decisionEffect('accepted', 'accepted')).toBe('unchanged');
    expect(decisionEffect('accepted', 'declined')).toBe('conflict');
    expect(decisionEffect('accepted', 'referred')).toBe('conflict');
    expect(decisionEffect('declined', 'declined')).toBe('unchanged');
    expect(decisionEffect('declined', 'accepted')).toBe('conflict');
  });

  it('takes no decision on an expired application (its order is cancelled)', () => {
    expect(decisionEffect('expired', 'accepted')).toBe('conflict');
    expect(decisionEffect('expired', 'referred')).toBe('conflict');
  });
});

describe('hasExpired', () => {
  const createdAt = new Date('2026-11-26T10:00:00Z');
  const end = new Date('2026-11-27T10:00:00Z');
  it('expires a submitted application at its link’s end, not before', () => {
    expect(hasExpired({ status: 'submitted', expiresAt: end, createdAt }, new Date('2026-11-27T09:59:59Z'))).toBe(false);
    expect(hasExpired({ status: 'submitted', expiresAt: end, createdAt }, end)).toBe(true);
  });
  it('gives the lender two weeks to decide a referred application', () => {
    expect(hasExpired({ status: 'referred', expiresAt: end, createdAt }, new Date('2026-12-10T09:59:59Z'))).toBe(false);
    expect(hasExpired({ status: 'referred', expiresAt: end, createdAt }, new Date('2026-12-10T10:00:00Z'))).toBe(true);
  });
  it('lets an order nobody has applied for hold its stock for an hour, not a day', () => {
    // With a 0 % deposit such an order has paid nothing: it must not keep stock off sale for long.
    const placedAt = new Date('2026-11-26T10:00:00Z');
    const application = { status: 'submitted' as const, expiresAt: applicationExpiry(placedAt), createdAt: placedAt };
    expect(hasExpired(application, new Date('2026-11-26T10:59:59Z'))).toBe(false);
    expect(hasExpired(application, new Date('2026-11-26T11:00:00Z'))).toBe(true);
    // Once the lender reports it (referred), it is no longer held to the hour.
    expect(hasExpired({ ...application, status: 'referred' }, new Date('2026-11-26T11:00:00Z'))).toBe(false);
  });
  it('never expires a decided one', () => {
    for (const status of ['accepted', 'declined', 'expired'] as const) {
      expect(hasExpired({ status, expiresAt: end, createdAt }, new Date('2027-12-31T00:00:00Z'))).toBe(false);
    }
  });
});

describe('openingProblem', () => {
  const holding = (quantity: number) => ({ heldStock: [{ quantity }] });
  it('lets a customer open applications up to the limit', () => {
    expect(openingProblem([], [{ quantity: 1 }])).toBeNull();
    expect(openingProblem([holding(1)], [{ quantity: 1 }])).toBeNull();
    expect(MAX_OPEN_APPLICATIONS).toBe(2);
    expect(openingProblem([holding(1), holding(1)], [{ quantity: 1 }])).toBe('too_many_open');
  });
  it('caps the units a customer’s open applications hold together, the new order’s included', () => {
    expect(MAX_UNITS_AWAITING_FINANCE).toBe(10);
    expect(openingProblem([], [{ quantity: 1 }, { quantity: 9 }])).toBeNull();
    expect(openingProblem([], [{ quantity: 1 }, { quantity: 10 }])).toBe('too_many_units');
    expect(openingProblem([holding(6)], [{ quantity: 4 }])).toBeNull();
    expect(openingProblem([holding(6)], [{ quantity: 5 }])).toBe('too_many_units');
  });
});

describe('parseLenderEvent', () => {
  const event = {
    id: 'evt_1',
    type: 'application.decision',
    application: 'app_1',
    decision: 'accepted',
    lender_reference: 'L-1',
  };

  it('reads a complete decision event', () => {
    expect(parseLenderEvent(event)).toEqual(event);
  });

  it.each([
    ['null', null],
    ['a string', '{}'],
    ['an array', []],
    ['another type', { ...event, type: 'order.confirmed' }],
    ['an unknown decision', { ...event, decision: 'maybe' }],
    ['a missing id', { ...event, id: undefined }],
    ['an empty application', { ...event, application: '' }],
    ['an overlong reference', { ...event, lender_reference: 'x'.repeat(65) }],
    ['a non-string field', { ...event, application: 12 }],
  ])('refuses %s', (_label, body: unknown) => {
    expect(parseLenderEvent(body)).toBeNull();
  });
});
