import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../config/server-env';
import { gatewayHeaders } from '../ssr/server-apollo-client';
import {
  GRAPHQL_MAX_BODY_BYTES,
  JSON_NESTING_REFUSED_MESSAGE,
  jsonNestingWithin,
  readBodyWithin,
} from '@cadence/server-kit/http-refusals';
import { BATCH_REFUSED_CODE, BATCH_REFUSED_MESSAGE, isBatchBody } from '@cadence/server-kit/graphql-batch';

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'apollo-require-preflight', 'x-apollo-operation-name'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'set-cookie', 'cache-control'];

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
  // Bounded as the gateway bounds it, so a hostile body is never held (or copied) here whole.
  const body = req.method === 'POST' ? await readBodyWithin(req, GRAPHQL_MAX_BODY_BYTES) : undefined;
  if (body === null) {
    // The gateway's own answer to a body this size (graphql-gateway/src/gateway/http.ts).
    res.setHeader('Connection', 'close');
    res.status(413).json({ errors: [{ message: 'Request body too large', extensions: { code: 'BAD_REQUEST' } }] });
    return;
  }
  if (body && isBatchBody(body)) {
    // The browser's requests are one operation each (graphql-batch.ts); the gateway would refuse a
    // batch without the web's batch token anyway, which this proxy never sends.
    res.status(400).json({ errors: [{ message: BATCH_REFUSED_MESSAGE, extensions: { code: BATCH_REFUSED_CODE } }] });
    return;
  }
  if (body && !jsonNestingWithin(body)) {
    // The gateway's own answer to it, given here so a body whose parse costs far more than its size
    // (1 MB of `[[[…]]]`) never reaches it: the scan reads the bytes once and parses nothing.
    res.status(400).json({ errors: [{ message: JSON_NESTING_REFUSED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
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
