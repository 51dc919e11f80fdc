import type { Db } from '../db/client';
import { signatureHeader } from '../shared/signing';
import { SandboxCardProvider, sandboxOutcome } from './sandbox-card.provider';

describe('the sandbox provider’s test cards', () => {
  it('gives each test card its behaviour', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(sandboxOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4000000000003220')).toBe('requires_confirmation');
    expect(sandboxOutcome('4012888888881881')).toBe('succeeds');
  });
});

describe('the sandbox provider’s webhook', () => {
  const secret = 'sandbox-secret-0123456789';
  // Reading a webhook touches no ledger.
  const provider = new SandboxCardProvider({} as Db, secret);
  const now = new Date('2026-11-25T12:00:00Z');
  const event = { id: 'evt_1', type: 'charge.refunded', reference: 'sbx_1', amountMinor: 500 };

  it('reads a signed event, its amount in the minor unit', () => {
    const body = JSON.stringify(event);
    expect(provider.verifyWebhook(body, provider.sign(body, now), now)).toEqual({
      ok: true,
      event: { id: 'evt_1', type: 'charge.refunded', reference: 'sbx_1', amount: 500 },
    });
  });

  it('refuses a bad or old signature as SIGNATURE_INVALID (401)', () => {
    const body = JSON.stringify(event);
    const refusal = { httpStatus: 401, code: 'SIGNATURE_INVALID' };
    expect(provider.verifyWebhook(body, signatureHeader('forged-secret-0123456789', body, now), now)).toMatchObject({
      ok: false,
      refusal,
    });
    expect(provider.verifyWebhook(body, provider.sign(body, new Date(now.getTime() - 6 * 60_000)), now)).toMatchObject({
      ok: false,
      refusal,
    });
  });

  it('refuses a signed body that is not one of its events as BAD_EVENT (400), not as a bad signature', () => {
    for (const body of [
      '{"id":',
      'null',
      '[]',
      JSON.stringify({ ...event, type: 'charge.disputed' }),
      JSON.stringify({ ...event, amountMinor: -1 }),
      JSON.stringify({ ...event, amountMinor: '500' }),
      JSON.stringify({ ...event, reference: 7 }),
    ]) {
      expect(provider.verifyWebhook(body, provider.sign(body, now), now)).toMatchObject({
        ok: false,
        refusal: { httpStatus: 400, code: 'BAD_EVENT', message: expect.any(String) },
      });
    }
  });
});
