import type { ApolloClient } from '@apollo/client';
import type { IncomingMessage } from 'node:http';
import { clientAddress, PROXY_SECRET_HEADER } from '@cadence/server-kit/client-address';
import { serverEnv } from '../config/server-env';
import { createApolloClient } from '../apollo/create-apollo-client';
import { queryKey, type QueryResults } from '../apollo/query-key';
import { isServiceUnavailable } from '../errors/unavailable';
import { batchToken } from '@cadence/server-kit/graphql-batch';
import { createServerGatewayClient, httpTransport, type ServerQueryClient } from './server-gateway-client';

export type { ServerQueryClient };

/**
 * Headers passed through to the gateway besides the cookie and the edge's country header
 * (EDGE_COUNTRY_HEADER): the request id and W3C trace context the web server
 * (server/observability.cjs) gave the request.
 */
const PASS_THROUGH = ['x-request-id', 'traceparent', 'user-agent', 'accept-language'];

/**
 * The visitor's address, by the shop's one rule (the gateway's too): the socket's, unless the
 * socket is a proxy in front of the web app (TRUST_PROXY, TRUSTED_PROXIES); then the right-most
 * address of X-Forwarded-For that is not itself such a proxy. The left-most, which this once took,
 * is whatever the client wrote when a balancer or CDN appends to the header.
 */
export function clientIp(req: IncomingMessage): string {
  const env = serverEnv();
  const forwarded = req.headers['x-forwarded-for'];
  return clientAddress(
    {
      socketAddress: req.socket?.remoteAddress,
      forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      proxySecret: null,
    },
    { proxies: [], secret: null },
    env.isTrustedProxy,
  );
}

/**
 * Headers for a gateway call made on behalf of the shopper behind `req`; `cookie` replaces the
 * request's Cookie header (a page every shopper shares is rendered without the session).
 */
export function gatewayHeaders(req: IncomingMessage, store: string, cookie?: string): Record<string, string> {
  const headers: Record<string, string> = { store };
  const cookies = cookie ?? req.headers.cookie;
  if (cookies) headers.cookie = cookies;
  for (const name of [serverEnv().edgeCountryHeader, ...PASS_THROUGH]) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const ip = clientIp(req);
  if (ip) headers['x-forwarded-for'] = ip;
  // The gateway believes the address above only from a proxy that knows the shared secret.
  const secret = serverEnv().proxySecret;
  if (secret) headers[PROXY_SECRET_HEADER] = secret;
  return headers;
}

/**
 * A fresh client for one server request, speaking to the gateway with the shopper's cookies.
 * `onSetCookie` receives the Set-Cookie headers of every gateway answer (a REST shim that signs
 * in passes them on to the browser).
 */
export function createServerApolloClient(
  req: IncomingMessage,
  store: string,
  onSetCookie?: (setCookies: string[]) => void,
  cookie?: string,
): ApolloClient {
  const recordingFetch: typeof fetch | undefined = onSetCookie
    ? async (input, init) => {
        const response = await fetch(input, init);
        const setCookies = response.headers.getSetCookie();
        if (setCookies.length) onSetCookie(setCookies);
        return response;
      }
    : undefined;
  const client = createApolloClient({
    uri: serverEnv().gatewayUrl,
    headers: gatewayHeaders(req, store, cookie),
    ssr: true,
    fetch: recordingFetch,
  });
  return fetchOnlyQueries(client);
}

/**
 * The client a page's server-side loader asks the gateway with, for one request: queries only, one
 * POST each, without Apollo's client machinery (server-gateway-client.ts), and a page renders from
 * what was answered when a part of the shop is out of reach (below).
 */
export function createServerPageClient(
  req: IncomingMessage,
  store: string,
  { cookie, onIncomplete }: { cookie?: string; onIncomplete?: () => void } = {},
): ServerQueryClient {
  const { gatewayUrl, proxySecret } = serverEnv();
  // A round's queries go as one batch, which the gateway takes with the token of the shared secret.
  const options = { batchToken: proxySecret ? batchToken(proxySecret) : null };
  return partialAnswers(createServerGatewayClient(gatewayUrl, gatewayHeaders(req, store, cookie), httpTransport, options), {
    onIncomplete,
  });
}

/**
 * A server client's queries go to the gateway and never through the cache: nothing on the server
 * reads a query back from it, and Apollo's own path writes every answer into the store and diffs
 * it again, which cost a tenth of a render.
 */
function fetchOnlyQueries(client: ApolloClient): ApolloClient {
  return partialAnswers(client, { always: { fetchPolicy: 'no-cache' } });
}

/** What a page rendered from answers that were not whole says to every cache: keep nothing (`onIncomplete` below). */
export const INCOMPLETE_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * A query without an error policy of its own answers as `partialWhenUnavailable` says.
 * `onIncomplete` hears of every answer that was not whole: one with errors (a part out of reach, or
 * errors a query with its own policy renders around) or none at all. A page rendered from such
 * answers is not the page every shopper should be served for the next seconds (shopper-page.ts).
 */
export function partialAnswers<C extends ServerQueryClient>(
  client: C,
  { always = {}, onIncomplete }: { always?: { fetchPolicy?: 'no-cache' }; onIncomplete?: () => void } = {},
): C {
  const ask = client.query.bind(client);
  client.query = (async (options: Parameters<ApolloClient['query']>[0]) => {
    let result: Awaited<ReturnType<ApolloClient['query']>>;
    try {
      result = await ask({ ...options, ...always, errorPolicy: options.errorPolicy ?? 'all' });
    } catch (error) {
      onIncomplete?.();
      throw error;
    }
    if (result.error) onIncomplete?.();
    return options.errorPolicy ? result : partialWhenUnavailable(result);
  }) as ApolloClient['query'];
  return client;
}

/**
 * A query that asked for no error policy fails on any error, as before, except one: when a part
 * of the shop is out of reach (a slow or dead subgraph answered SERVICE_UNAVAILABLE or
 * REQUEST_TIMEOUT for some fields) and the rest was answered, the page renders from what was
 * answered. Nothing answered at all is still an error (the 503 page, pages/_error.tsx).
 */
export function partialWhenUnavailable<R extends { data?: unknown; error?: unknown }>(result: R): R {
  if (!result.error) return result;
  const answered =
    result.data !== null &&
    typeof result.data === 'object' &&
    Object.values(result.data as Record<string, unknown>).some((value) => value !== null && value !== undefined);
  if (!answered || !isServiceUnavailable(result.error)) throw result.error;
  console.warn(`[ssr] rendering without the parts that are out of reach: ${(result.error as Error).message}`);
  return { ...result, error: undefined };
}

/**
 * Keeps every answer a page's server client receives, by operation and variables: the page renders
 * from them on the server and in the browser (src/shared/apollo/query-hooks.tsx).
 */
export function recordQueryResults(client: ServerQueryClient): QueryResults {
  const results: QueryResults = {};
  const query = client.query.bind(client);
  client.query = (async (options: Parameters<ApolloClient['query']>[0]) => {
    const result = await query(options);
    if (result.data !== undefined && result.data !== null) results[queryKey(options.query, options.variables)] = result.data;
    return result;
  }) as ApolloClient['query'];
  return results;
}
