/**
 * The one rule for GraphQL batches (a JSON array of operations in one POST, answered by an array
 * in the same order): the storefront's web servers send a page's queries of one round as one batch
 * (web/src/shared/ssr/server-gateway-client.ts), and only they may. A batch runs its operations
 * side by side on one request context, so it multiplies what one request may ask of the gateway:
 * each operation is still bounded (cost, depth, time), and a batch holds at most
 * GRAPHQL_MAX_BATCH_OPERATIONS of them. Anyone else (a browser through the web's same-origin
 * /graphql, a client on the network) sends one operation per request, as the storefront's browser
 * client does.
 */

/** The most operations one batch may hold (a page asks at most four queries in one round). */
export const GRAPHQL_MAX_BATCH_OPERATIONS = 10;

/** What a batch from anyone but the storefront's own servers is answered. */
export const BATCH_REFUSED_MESSAGE = 'Send one operation per request: batches are only for the storefront’s own servers.';

/** A refused batch: the status and message it is answered with. */
export type BatchRefusal = { status: 400; message: string };

/** True when a request body is a JSON array (a batch), whatever follows its first character. */
export function isBatchBody(body: string | Uint8Array): boolean {
  for (let i = 0; i < body.length; i++) {
    const c = typeof body === 'string' ? body.charCodeAt(i) : body[i]!;
    // JSON's whitespace: space, tab, line feed, carriage return.
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) continue;
    return c === 0x5b; // '['
  }
  return false;
}

/**
 * Whether a batch of `operations` is refused, and how: from a caller that is not one of the shop's
 * own trusted servers (the gateway's trusted-proxy rule, fromTrustedProxy in client-address.ts), or
 * larger than GRAPHQL_MAX_BATCH_OPERATIONS. An empty batch is Apollo Server's to refuse.
 */
export function batchRefusal(operations: number, trustedCaller: boolean): BatchRefusal | null {
  if (!trustedCaller) return { status: 400, message: BATCH_REFUSED_MESSAGE };
  if (operations > GRAPHQL_MAX_BATCH_OPERATIONS)
    return { status: 400, message: `A batch holds at most ${GRAPHQL_MAX_BATCH_OPERATIONS} operations.` };
  return null;
}
