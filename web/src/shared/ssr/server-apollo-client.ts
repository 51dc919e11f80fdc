import type { ApolloClient } from '@apollo/client';
import type { IncomingMessage } from 'node:http';
import { serverEnv } from '../config/server-env';
import { createApolloClient } from '../apollo/create-apollo-client';

/** The header that carries the proxy secret to the gateway (its shared/client-address.ts). */
const PROXY_SECRET_HEADER = 'x-cadence-proxy-secret';

/** Headers passed through to the gateway besides the cookie: edge location and request id. */
const PASS_THROUGH = ['cloudfront-viewer-country', 'x-request-id', 'user-agent', 'accept-language'];

/** The visitor's address: the proxy's X-Forwarded-For when trusted, else the socket's. */
export function clientIp(req: IncomingMessage): string {
  const forwarded = serverEnv().trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  return forwarded || req.socket?.remoteAddress || '';
}

/**
 * Headers for a gateway call made on behalf of the shopper behind `req`; `cookie` replaces the
 * request's Cookie header (a page every shopper shares is rendered without the session).
 */
export function gatewayHeaders(req: IncomingMessage, store: string, cookie?: string): Record<string, string> {
  const headers: Record<string, string> = { store };
  const cookies = cookie ?? req.headers.cookie;
  if (cookies) headers.cookie = cookies;
  for (const name of PASS_THROUGH) {
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
  return writeOnlyQueries(client);
}

/**
 * A server client's queries fetch, then write the answer into the cache (for the page's state)
 * without reading it back: Apollo's own path diffs every answer against the store after writing it,
 * which on a listing page cost about a tenth of the render. The answer the page code gets is the
 * gateway's, as fetched.
 */
function writeOnlyQueries(client: ApolloClient): ApolloClient {
  const fetchOnly = client.query.bind(client);
  client.query = (async (options: Parameters<ApolloClient['query']>[0]) => {
    const result = await fetchOnly({ ...options, fetchPolicy: 'no-cache' });
    if (result.data) {
      client.cache.writeQuery({ query: options.query, variables: options.variables, data: result.data, broadcast: false });
    }
    return result;
  }) as ApolloClient['query'];
  return client;
}
