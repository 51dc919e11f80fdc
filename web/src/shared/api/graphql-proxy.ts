import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../config/server-env';
import { gatewayHeaders } from '../ssr/server-apollo-client';
import { GRAPHQL_MAX_BODY_BYTES } from '@cadence/server-kit/http-refusals';

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'apollo-require-preflight', 'x-apollo-operation-name'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'set-cookie', 'cache-control'];

/** A body past the gateway's own limit: refused here, before it is held (or copied) in memory. */
class BodyTooLarge extends Error {}

/**
 * The request's body, at most GRAPHQL_MAX_BODY_BYTES: a larger one (declared or sent) rejects with
 * BodyTooLarge and the rest is left to the server, which reads and drops it before the answer ends.
 */
function rawBody(req: NextApiRequest): Promise<Buffer> {
  if (Number(req.headers['content-length']) > GRAPHQL_MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GRAPHQL_MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      chunks.length = 0;
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.once('error', reject);
    req.once('end', () => {
      if (size <= GRAPHQL_MAX_BODY_BYTES) resolve(Buffer.concat(chunks));
    });
  });
}

/**
 * Same-origin /graphql for the browser: passes the request to the gateway with the shopper's
 * cookies and address. The gateway's CSRF prevention still applies to what comes through.
 */
export async function graphqlProxy(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    res.status(405).json({ errors: [{ message: 'Method not allowed' }] });
    return;
  }
  const store = typeof req.headers.store === 'string' ? req.headers.store : 'en-GB';
  const headers: Record<string, string> = gatewayHeaders(req, store);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const target = new URL(serverEnv().gatewayUrl);
  const search = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  let body: Buffer | undefined;
  try {
    body = req.method === 'POST' ? await rawBody(req) : undefined;
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    // The gateway's own answer to a body this size (graphql-gateway/src/gateway/http.ts).
    res.setHeader('Connection', 'close');
    res.status(413).json({ errors: [{ message: 'Request body too large', extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  try {
    const upstream = await fetch(`${target.origin}${target.pathname}${search}`, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    res.status(upstream.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = name === 'set-cookie' ? upstream.headers.getSetCookie() : upstream.headers.get(name);
      if (value && (!Array.isArray(value) || value.length)) res.setHeader(name, value);
    }
    res.send(Buffer.from(await upstream.arrayBuffer()));
  } catch (error) {
    console.error('[graphql-proxy] gateway unreachable', error);
    res.status(502).json({ errors: [{ message: 'The service is unavailable. Please try again.' }] });
  }
}
