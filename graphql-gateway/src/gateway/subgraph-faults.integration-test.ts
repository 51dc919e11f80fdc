import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { scaledModeTrust, startTestGateway, startTestSubgraph, type TestGateway } from '../test-support/test-gateway';

/** A subgraph that takes the request and never answers (hung process, stuck query). */
async function sleepingSubgraph(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL nothing listens on (a subgraph that is down). */
async function deadSubgraphUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/graphql`;
}

const TIMEOUT_MS = 600;

/**
 * Remote mode with a slow and a dead subgraph: the gateway's fetch to each is bounded
 * (SUBGRAPH_TIMEOUT_MS), the fields they own answer SERVICE_UNAVAILABLE with a shopper's message,
 * and the rest of the query is answered (partial data) — never a hang.
 */
describe('a slow or dead subgraph (remote mode)', () => {
  let inProcess: TestGateway;
  let scaled: TestGateway;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    inProcess = await startTestGateway();
    const sleeping = await sleepingSubgraph();
    closers.push(sleeping.close);
    const routing = await startTestSubgraph(inProcess.commerce, 'routing');
    closers.push(routing.close);
    scaled = await startTestGateway(
      {
        remoteSubgraphs: { store: sleeping.url, menus: await deadSubgraphUrl(), routing: routing.url },
        subgraphTimeoutMs: TIMEOUT_MS,
        proxyTrust: scaledModeTrust,
      },
      inProcess.commerce,
    );
  });

  afterAll(async () => {
    await scaled?.close();
    for (const close of closers) await close();
    await inProcess?.close();
  });

  const timed = async (query: string, store = 'en-GB') => {
    const started = Date.now();
    const result = await scaled.query<Record<string, unknown>>(query, { headers: { store } });
    return { ...result, ms: Date.now() - started };
  };

  it('answers the rest of the query when a subgraph does not answer in time (partial data with errors)', async () => {
    const { status, body, ms } = await timed(
      '{ product(urlKey: "cgr-al-105") { name } collectionScreen { __typename } getUrlInfo(urlKey: "about") { page_status } }',
    );
    // Bounded by the subgraph timeout, far from the request's own 10 s (generous: CI machines are busy).
    expect(ms).toBeLessThan(TIMEOUT_MS + 5_000);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ product: { name: expect.any(String) }, collectionScreen: null, getUrlInfo: {} });
    expect(body.errors).toEqual([
      {
        message: 'This part of the page is unavailable right now. Please try again in a moment.',
        path: ['collectionScreen'],
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ]);
  });

  it('answers a dead subgraph’s part at once, in the storefront’s language', async () => {
    const { status, body, ms } = await timed('{ product(urlKey: "cgr-al-105") { name } socialLinks { linkUrl } }', 'de-DE');
    expect(ms).toBeLessThan(5_000);
    // socialLinks is non-null: its failure takes the whole answer, and nothing answered is a 503.
    expect(status).toBe(503);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Dieser Teil der Seite ist gerade nicht verfügbar. Bitte versuchen Sie es in einem Moment erneut.',
      path: ['socialLinks'],
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('serves queries that do not touch the failing subgraphs as usual', async () => {
    const { status, body } = await timed(
      '{ product(urlKey: "cgr-al-105") { name } getUrlInfo(urlKey: "about") { page_status } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});
