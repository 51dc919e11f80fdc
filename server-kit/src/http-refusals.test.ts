/**
 * @jest-environment node
 */
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import {
  answerClientError,
  discardBody,
  endAfterBody,
  GRAPHQL_JSON_NESTING,
  GRAPHQL_MAX_BODY_BYTES,
  jsonNestingWithin,
  readBodyWithin,
} from './http-refusals';
import { slowSender } from './test-support/slow-sender';

/**
 * A server that refuses as both servers do (TRACE here, as the web's 405 to unknown methods): the
 * body read first, then the answer. NO_CLIENT_ERROR=1 leaves Node's own clientError handling, to
 * see the parser's refusals fail without answerClientError.
 */
function refusingServer(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const refused = req.method === 'TRACE';
    discardBody(req).then(() => {
      res.writeHead(refused ? 405 : 200, { 'content-type': 'text/plain' });
      res.end('answer\n');
    });
  });
  if (!process.env.NO_CLIENT_ERROR) server.on('clientError', answerClientError);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a refused request with a body', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = await refusingServer();
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gets its refusal even while it is still sending 2 MB (no reset that drops the answer)', async () => {
    const body = Buffer.alloc(2_000_000, 'x');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        slowSender(
          port,
          `TRACE /api/nuxt/cart/remove-item HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
          body,
        ),
      ),
    );
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  });

  it('is answered without waiting when it declares no body', async () => {
    const answer = await slowSender(port, 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', Buffer.alloc(0));
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  });

  it('stops reading past its bound and answers a client that keeps sending', async () => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('TRACE / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n');
    const chunk = Buffer.alloc(1024 * 1024, 'y');
    // 9 MB, over the 8 MB bound; the server answers before the declared 100 MB arrive.
    for (let i = 0; i < 9 && !received.length; i++) await new Promise((resolve) => socket.write(chunk, resolve));
    const deadline = Date.now() + 5_000;
    while (!received.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    socket.destroy();
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 405 /);
  });

  it("gets the parser's 400 for a header it refuses (a NUL) while it is still sending its body", async () => {
    const body = Buffer.alloc(2_000_000, '{');
    const answer = await slowSender(
      port,
      `POST /nuxt/api/cart/add-item HTTP/1.1\r\nHost: x\r\nstore: en-GB\u0000\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it("gets the parser's 431 for headers over Node's limit", async () => {
    const answer = await slowSender(port, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, Buffer.alloc(300_000, 'b'));
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  });
});

describe('an answer given before the body was read (a redirect to a POST)', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    // Answers at once without reading the body, as a framework's redirect or 404 does.
    server = http.createServer((req, res) => {
      if (!process.env.NO_END_AFTER_BODY) endAfterBody(req, res);
      res.writeHead(308, { location: '/evil.example/sitemap.xml' });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reaches a client still sending 2 MB', async () => {
    const body = Buffer.alloc(2_000_000, 'x');
    const answer = await slowSender(
      port,
      `POST //evil.example/sitemap.xml HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 308 /);
  });

  it('ends at once when there is no body', async () => {
    const answer = await slowSender(port, 'GET //x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', Buffer.alloc(0));
    expect(answer).toMatch(/^HTTP\/1\.1 308 /);
  });
});

describe('readBodyWithin', () => {
  const request = (chunks: Buffer[], headers: Record<string, string> = {}) =>
    Object.assign(Readable.from(chunks), { headers }) as unknown as http.IncomingMessage;

  it('answers a body within the bound, whole, however it was sent', async () => {
    const body = await readBodyWithin(request([Buffer.from('{"query":'), Buffer.from('"{ a }"}')]), 100);
    expect(body?.toString()).toBe('{"query":"{ a }"}');
  });

  it('answers null for a larger body, sent or declared, without holding it', async () => {
    expect(await readBodyWithin(request([Buffer.alloc(60), Buffer.alloc(60)]), 100)).toBeNull();
    expect(await readBodyWithin(request([Buffer.from('{}')], { 'content-length': '101' }), 100)).toBeNull();
    expect((await readBodyWithin(request([Buffer.alloc(100)], { 'content-length': '100' }), 100))?.length).toBe(100);
  });
});

describe('jsonNestingWithin', () => {
  const { maxDepth, maxContainers } = GRAPHQL_JSON_NESTING;
  /** The same answer for the text and for its UTF-8 bytes, as the proxy scans them. */
  const within = (text: string) => {
    const answer = jsonNestingWithin(text);
    expect(jsonNestingWithin(Buffer.from(text))).toBe(answer);
    return answer;
  };
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it("accepts the shop's own requests: a query, its variables, a batch, a cart update of 100 lines", () => {
    const query = 'mutation CartUpdate($input: UpdateCartItemsInput!) { updateCartItems(input: $input) { cart { id } } }';
    const lines = Array.from({ length: 100 }, (_, i) => ({ cart_item_uid: String(i).padStart(20, '0'), quantity: 2 }));
    const update = JSON.stringify({
      operationName: 'CartUpdate',
      query,
      variables: { input: { cart_id: 'c1', cart_items: lines } },
    });
    expect(within(update)).toBe(true);
    expect(JSON.parse(update)).toBeTruthy();
    expect(
      within(JSON.stringify(Array.from({ length: 10 }, () => ({ query: '{ cart { items { uid } } }', variables: {} })))),
    ).toBe(true);
    expect(within('{"query":"{ ok }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"ab"}}}')).toBe(true);
  });

  it('counts only what is outside strings (a query is one string, whatever its braces; escapes are followed)', () => {
    expect(within(JSON.stringify({ query: '{'.repeat(5000) + '['.repeat(5000), variables: { note: '"[[[[' } }))).toBe(true);
    // An escaped quote does not end the string…
    const quoted = String.raw`{"a":"\"` + '['.repeat(100) + '"}';
    expect(JSON.parse(quoted)).toEqual({ a: `"${'['.repeat(100)}` });
    expect(within(quoted)).toBe(true);
    // …an escaped backslash before the quote does.
    const backslash = String.raw`{"a":"\\","b":` + nested(100) + '}';
    expect(within(backslash)).toBe(false);
    // Text outside the ASCII range, as characters or UTF-8 bytes, holds no structure.
    expect(within(JSON.stringify({ name: 'Jürgen Straße 😀'.repeat(100), list: [[['ß']]] }))).toBe(true);
  });

  it(`refuses nesting deeper than ${maxDepth}, and more than ${maxContainers} arrays and objects in all`, () => {
    expect(within(nested(maxDepth))).toBe(true);
    expect(within(nested(maxDepth + 1))).toBe(false);
    expect(within(`{"a":${'{"b":'.repeat(maxDepth - 1)}1${'}'.repeat(maxDepth)}`)).toBe(true);
    expect(within(`{"a":${'{"b":'.repeat(maxDepth)}1${'}'.repeat(maxDepth + 1)}`)).toBe(false);
    // Shallow, but one container after another: as costly to parse, per byte, as deep nesting.
    expect(
      within(
        `[${Array(maxContainers - 1)
          .fill('{}')
          .join(',')}]`,
      ),
    ).toBe(true);
    expect(within(`[${Array(maxContainers).fill('[]').join(',')}]`)).toBe(false);
  });

  it('refuses 1 MB of nesting, or of small arrays, in a few milliseconds and without parsing it', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const deep = nested(GRAPHQL_MAX_BODY_BYTES / 2);
    const wide = `[${Array(GRAPHQL_MAX_BODY_BYTES / 8)
      .fill('[[[]]]')
      .join(',')}]`.slice(0, GRAPHQL_MAX_BODY_BYTES);
    for (const body of [deep, wide, Buffer.from(deep), Buffer.from(wide)]) {
      const started = performance.now();
      expect(jsonNestingWithin(body)).toBe(false);
      // A parse of either takes 100 ms and more; the scan stops at the first container past the limit.
      expect(performance.now() - started).toBeLessThan(50);
    }
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('reads a whole 1 MB body within the limits in one linear pass', () => {
    const body = JSON.stringify({
      query: `{ ${'a '.repeat(GRAPHQL_MAX_BODY_BYTES / 4)}}`,
      variables: { ids: Array(100_000).fill(1) },
    });
    expect(body.length).toBeLessThanOrEqual(GRAPHQL_MAX_BODY_BYTES);
    const started = performance.now();
    expect(jsonNestingWithin(body)).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
