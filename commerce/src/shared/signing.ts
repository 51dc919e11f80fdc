import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for what the shop exchanges with outside services (webhooks in, signed
 * hand-offs out). Knows no domain: callers decide what is signed and with which secret.
 */
export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of two hex signatures (different lengths are simply unequal). */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A webhook signature header in the form providers use (`t=<unix seconds>,v1=<hex>`), signing
 * "<t>.<body>" so the time cannot be changed without breaking the signature.
 */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

/**
 * Whether a webhook's signature header signs this body with this secret and was made within
 * `toleranceMs` of now (an older delivery is a replay). The body must be the raw bytes received.
 * The shop's own webhook handlers call it through `readSignedWebhook` (webhook.ts), which sets the
 * tolerance, the size limit and the refusals for all of them.
 */
export function verifySignatureHeader(
  secret: string,
  body: string,
  header: string | null | undefined,
  now: Date,
  toleranceMs: number,
): boolean {
  if (!header || header.length > 512) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isInteger(t) || !signature) return false;
  if (Math.abs(now.getTime() - t * 1000) > toleranceMs) return false;
  return sameSignature(hmacHex(secret, `${t}.${body}`), signature);
}

/** A compact signed token (base64url JSON payload + "." + HMAC): what the shop hands to a partner. */
export function signToken(secret: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmacHex(secret, body)}`;
}

/** The payload of a token this secret signed, or null for any other string. */
export function readToken<T>(secret: string, token: string): T | null {
  if (token.length > 8192) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  if (!sameSignature(hmacHex(secret, body), token.slice(dot + 1))) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
