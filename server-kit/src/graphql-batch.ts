import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one rule for GraphQL batches (a JSON array of operations in one POST, answered by an array
 * in the same order): the storefront's web servers send the queries a page asks in one round as one
 * batch (web/src/shared/ssr/server-gateway-client.ts), and only they may. A batch runs its
 * operations side by side on one request context, so it multiplies what one request may ask of the
 * gateway: it holds at most GRAPHQL_MAX_BATCH_OPERATIONS queries, each bounded as it would be alone
 * (cost, depth, time, answer size). Anyone else (a browser through the web's same-origin /graphql, an
 * API client through a balancer) sends one operation per request, as the browser's client does.
 *
 * Who may batch is not who may vouch for a client's address (clientAddress's trusted-proxy rule, client-address.ts): a balancer in front
 * of the gateway proves itself with PROXY_SECRET for every request it forwards, whoever sent it. A
 * batch instead carries BATCH_TOKEN_HEADER, a token derived from PROXY_SECRET that only the web
 * servers' own page client sends and no proxy adds; without a configured secret nobody batches.
 */

/** The most operations one batch may hold (a page asks at most four queries in one round). */
export const GRAPHQL_MAX_BATCH_OPERATIONS = 10;

/** The header a batch carries its token in (batchToken). */
export const BATCH_TOKEN_HEADER = 'x-cadence-batch-token';

/** The code of a refused batch: the web then asks one operation per request. */
export const BATCH_REFUSED_CODE = 'BATCH_REFUSED';

/** What a batch from anyone but the storefront's own servers is answered. */
export const BATCH_REFUSED_MESSAGE = 'Send one operation per request: batches are only for the storefront’s own servers.';

/** A refused batch: the status, code and message it is answered with. */
export type BatchRefusal = { status: 400; code: string; message: string };

/** Each secret's token, derived once (a process has one secret). */
const tokens = new Map<string, string>();

/** The batch token of a PROXY_SECRET (an HMAC of it, so the secret itself travels under one name only). */
export function batchToken(secret: string): string {
  let token = tokens.get(secret);
  if (!token) tokens.set(secret, (token = createHmac('sha256', secret).update('cadence graphql batch').digest('hex')));
  return token;
}

/** Whether a request's BATCH_TOKEN_HEADER value is the token of the configured secret (none configured: never). */
export function batchTokenValid(given: string | undefined | null, secret: string | null): boolean {
  if (!secret || !given) return false;
  const expected = Buffer.from(batchToken(secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * True when a request body is a JSON array (a batch): its first character after JSON whitespace and
 * a byte order mark (which a UTF-8 decoder drops before the JSON is read).
 */
export function isBatchBody(body: string | Uint8Array): boolean {
  let i = 0;
  if (typeof body === 'string') {
    if (body.charCodeAt(0) === 0xfeff) i = 1;
  } else if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) i = 3;
  for (; i < body.length; i++) {
    const c = typeof body === 'string' ? body.charCodeAt(i) : body[i]!;
    // JSON's whitespace: space, tab, line feed, carriage return.
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) continue;
    return c === 0x5b; // '['
  }
  return false;
}

/**
 * Whether a batch of `operations` is refused, and how: without the batch token of the configured
 * secret (batchTokenValid), or larger than GRAPHQL_MAX_BATCH_OPERATIONS. An empty batch is refused
 * by the gateway as Apollo Server refuses one.
 */
export function batchRefusal(operations: number, tokenValid: boolean): BatchRefusal | null {
  if (!tokenValid) return { status: 400, code: BATCH_REFUSED_CODE, message: BATCH_REFUSED_MESSAGE };
  if (operations > GRAPHQL_MAX_BATCH_OPERATIONS)
    return { status: 400, code: 'BAD_REQUEST', message: `A batch holds at most ${GRAPHQL_MAX_BATCH_OPERATIONS} operations.` };
  return null;
}
