import { verifySignatureHeader } from './signing';

/**
 * The one rule every signed webhook the shop accepts (the partner's orders, the lender's decisions,
 * the warehouse's fulfilment, the card provider's events) reads its delivery by: the same replay
 * window, the same size limit, the signature over the raw body, then JSON; and the same refusals
 * for each. Knows no domain: each handler then checks its own event's shape (`badEvent` when it is
 * wrong), and the gateway answers every refusal as `{ error: code, message }`.
 */

/** How far a delivery's signed time may be from now: an older one is a replay (a newer one, a wrong clock). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * The largest webhook body the shop reads, in UTF-8 bytes. Every event it accepts is well under a
 * kilobyte; a larger body is refused before its signature is worked out.
 */
export const WEBHOOK_MAX_BODY_BYTES = 16_384;

/** Why a delivery is refused: the HTTP status, a code the sender can act on, and a sentence. */
export type WebhookRefusal = {
  httpStatus: 400 | 401;
  code: 'BODY_TOO_LARGE' | 'SIGNATURE_INVALID' | 'BAD_EVENT';
  message: string;
};

/** A delivery read: its event (the parsed body, or a handler's typed event) or why it is refused. */
export type WebhookDelivery<T> = { ok: true; event: T } | { ok: false; refusal: WebhookRefusal };

/** A signed delivery whose body is not the event the handler expects (400: resending it will not help). */
export function badEvent(message: string): WebhookRefusal {
  return { httpStatus: 400, code: 'BAD_EVENT', message };
}

/**
 * Reads a webhook delivery: refused when the body is larger than WEBHOOK_MAX_BODY_BYTES (400
 * BODY_TOO_LARGE), when the signature header does not sign this raw body with `secret` within
 * WEBHOOK_TOLERANCE_MS of `now` or no secret is set (401 SIGNATURE_INVALID), or when the signed
 * body is not JSON (400 BAD_EVENT); else the parsed body, for the handler to check.
 */
export function readSignedWebhook(
  secret: string,
  rawBody: string,
  signature: string | null | undefined,
  now: Date,
): WebhookDelivery<unknown> {
  if (Buffer.byteLength(rawBody, 'utf8') > WEBHOOK_MAX_BODY_BYTES) {
    return {
      ok: false,
      refusal: {
        httpStatus: 400,
        code: 'BODY_TOO_LARGE',
        message: `The body is larger than the ${WEBHOOK_MAX_BODY_BYTES} bytes a webhook event may be.`,
      },
    };
  }
  // An unset secret verifies nothing: an HMAC with an empty key is anyone's to make.
  if (!secret || !verifySignatureHeader(secret, rawBody, signature, now, WEBHOOK_TOLERANCE_MS)) {
    return {
      ok: false,
      refusal: {
        httpStatus: 401,
        code: 'SIGNATURE_INVALID',
        message: 'The signature does not match this body, or it is too old.',
      },
    };
  }
  try {
    return { ok: true, event: JSON.parse(rawBody) as unknown };
  } catch {
    return { ok: false, refusal: badEvent('The body is not JSON.') };
  }
}
