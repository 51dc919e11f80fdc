/**
 * @jest-environment node
 */
import { Readable } from 'node:stream';
import type { NextApiRequest } from 'next';
import { GRAPHQL_JSON_NESTING, GRAPHQL_MAX_BODY_BYTES, JSON_NESTING_REFUSED_MESSAGE } from '@cadence/server-kit/http-refusals';
import { BATCH_REFUSED_CODE, BATCH_REFUSED_MESSAGE } from '@cadence/server-kit/graphql-batch';
import { graphqlProxy } from './graphql-proxy';
import { mockResponse } from './shim-test-support';

/** A POST as the server hands it to the route: its body still to be read, in chunks. */
function post(chunks: Buffer[], headers: Record<string, string> = {}): NextApiRequest {
  const req = Readable.from(chunks) as unknown as NextApiRequest;
  Object.assign(req, {
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    socket: { remoteAddress: '127.0.0.1' },
  });
  return req;
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('the same-origin /graphql proxy', () => {
  it('passes a body within the gateway’s limit on, byte for byte', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":{"ok":true}}', { headers: { 'content-type': 'application/json' } }));
    const body = Buffer.from(JSON.stringify({ query: '{ ok }' }));
    const res = mockResponse();
    await graphqlProxy(post([body.subarray(0, 5), body.subarray(5)]), res);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Buffer.from(fetchMock.mock.calls[0][1].body as Uint8Array).toString()).toBe(body.toString());
    expect(res.statusCode).toBe(200);
  });

  it('refuses a larger body with 413 before holding it, sent in chunks or declared', async () => {
    // Found by review: the proxy read any body whole (and copied it) before the gateway refused it.
    const chunk = Buffer.alloc(256 * 1024, 'x');
    const chunks = Array.from({ length: Math.ceil(GRAPHQL_MAX_BODY_BYTES / chunk.length) + 1 }, () => chunk);
    const streamed = mockResponse();
    await graphqlProxy(post(chunks), streamed);
    const declared = mockResponse();
    await graphqlProxy(post([Buffer.from('{}')], { 'content-length': String(GRAPHQL_MAX_BODY_BYTES + 1) }), declared);
    for (const res of [streamed, declared]) {
      expect(res.statusCode).toBe(413);
      expect(res.headers.connection).toBe('close');
      expect(res.body).toEqual({ errors: [{ message: 'Request body too large', extensions: { code: 'BAD_REQUEST' } }] });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a batch: it would reach the gateway with the web’s proof that it is one of the shop’s servers', async () => {
    const batch = '[{"query":"{ ok }"},{"query":"{ ok }"}]';
    // A byte order mark, which the gateway's UTF-8 decoder drops, hides nothing (found by review).
    const bodies = [
      Buffer.from(batch),
      Buffer.from(` \n\t${batch}`),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(batch)]),
    ];
    for (const body of bodies) {
      const res = mockResponse();
      await graphqlProxy(post([body]), res);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ errors: [{ message: BATCH_REFUSED_MESSAGE, extensions: { code: BATCH_REFUSED_CODE } }] });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a body nested past the limit (1 MB of it in chunks) without parsing it or passing it on', async () => {
    // Found by review: only a body starting with `[` was turned away; 1 MB of `{"a":[[[…]]]}` went
    // on to the gateway, whose JSON.parse of it takes 150–300 ms.
    const depth = GRAPHQL_MAX_BODY_BYTES / 2 - 10;
    const deep = Buffer.from(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    const chunks = Array.from({ length: Math.ceil(deep.length / 65_536) }, (_, i) => deep.subarray(i * 65_536, (i + 1) * 65_536));
    const parse = jest.spyOn(JSON, 'parse');
    const res = mockResponse();
    try {
      await graphqlProxy(post(chunks), res);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ errors: [{ message: JSON_NESTING_REFUSED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes on variables nested up to the limit', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":{"ok":true}}', { headers: { 'content-type': 'application/json' } }));
    const depth = GRAPHQL_JSON_NESTING.maxDepth - 2;
    const body = Buffer.from(`{"query":"{ ok }","variables":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`);
    const res = mockResponse();
    await graphqlProxy(post([body]), res);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(res.statusCode).toBe(200);
  });
});
