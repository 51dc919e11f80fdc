import { signatureHeader } from './signing';
import { badEvent, readSignedWebhook, WEBHOOK_MAX_BODY_BYTES, WEBHOOK_TOLERANCE_MS } from './webhook';

describe('the webhooks’ one rule', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
  const body = '{"type":"order.dispatched","order_number":"CC-1"}';
  const signatureInvalid = {
    ok: false,
    refusal: { httpStatus: 401, code: 'SIGNATURE_INVALID', message: 'The signature does not match this body, or it is too old.' },
  };

  it('answers the parsed body of a delivery signed with the secret within five minutes', () => {
    expect(WEBHOOK_TOLERANCE_MS).toBe(5 * 60 * 1000);
    const event = { type: 'order.dispatched', order_number: 'CC-1' };
    expect(readSignedWebhook('s3cret', body, signatureHeader('s3cret', body, now), now)).toEqual({ ok: true, event });
    expect(readSignedWebhook('s3cret', body, signatureHeader('s3cret', body, minutesAgo(4)), now)).toEqual({ ok: true, event });
  });

  it('refuses a delivery signed six minutes ago, with another secret, with no header, or with no secret set (401)', () => {
    expect(readSignedWebhook('s3cret', body, signatureHeader('s3cret', body, minutesAgo(6)), now)).toEqual(signatureInvalid);
    expect(readSignedWebhook('s3cret', body, signatureHeader('other', body, now), now)).toEqual(signatureInvalid);
    expect(readSignedWebhook('s3cret', body, undefined, now)).toEqual(signatureInvalid);
    // An HMAC with an empty key is anyone's to make.
    expect(readSignedWebhook('', body, signatureHeader('', body, now), now)).toEqual(signatureInvalid);
  });

  it('refuses a body past the size limit before its signature is worked out, counting UTF-8 bytes (400)', () => {
    const tooLarge = {
      ok: false,
      refusal: {
        httpStatus: 400,
        code: 'BODY_TOO_LARGE',
        message: `The body is larger than the ${WEBHOOK_MAX_BODY_BYTES} bytes a webhook event may be.`,
      },
    };
    const fits = JSON.stringify({ padding: 'x'.repeat(WEBHOOK_MAX_BODY_BYTES - 14) });
    expect(Buffer.byteLength(fits)).toBe(WEBHOOK_MAX_BODY_BYTES);
    expect(readSignedWebhook('s3cret', fits, signatureHeader('s3cret', fits, now), now)).toMatchObject({ ok: true });
    const over = JSON.stringify({ padding: 'x'.repeat(WEBHOOK_MAX_BODY_BYTES - 13) });
    expect(readSignedWebhook('s3cret', over, signatureHeader('s3cret', over, now), now)).toEqual(tooLarge);
    expect(readSignedWebhook('s3cret', over, undefined, now)).toEqual(tooLarge);
    // Half as many characters, each two bytes: still too large.
    const wide = JSON.stringify({ padding: 'é'.repeat(WEBHOOK_MAX_BODY_BYTES / 2) });
    expect(readSignedWebhook('s3cret', wide, signatureHeader('s3cret', wide, now), now)).toEqual(tooLarge);
  });

  it('refuses a signed body that is not JSON as a bad event (400), and only a signed one', () => {
    const junk = '{"type":';
    expect(readSignedWebhook('s3cret', junk, signatureHeader('s3cret', junk, now), now)).toEqual({
      ok: false,
      refusal: { httpStatus: 400, code: 'BAD_EVENT', message: 'The body is not JSON.' },
    });
    expect(readSignedWebhook('s3cret', junk, signatureHeader('other', junk, now), now)).toEqual(signatureInvalid);
    expect(badEvent('No such order.')).toEqual({ httpStatus: 400, code: 'BAD_EVENT', message: 'No such order.' });
  });
});
