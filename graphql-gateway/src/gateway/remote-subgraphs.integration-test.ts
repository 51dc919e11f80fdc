import { loadGatewayEnv } from '../env';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway';
import { createSubgraphServer } from './subgraph-server';

/** Scaled mode: subgraphs served on their own, the gateway pointed at them by configuration. */
describe('remote subgraphs', () => {
  let inProcess: TestGateway;
  let scaled: TestGateway;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    inProcess = await startTestGateway();
    const env = loadGatewayEnv({ NODE_ENV: 'test' });
    const urls: Record<string, string> = {};
    for (const name of ['menus', 'store'] as const) {
      const server = await createSubgraphServer(inProcess.commerce, env, name);
      const { url, close } = await server.listen(0, '127.0.0.1');
      urls[name] = url;
      closers.push(close);
    }
    scaled = await startTestGateway({ remoteSubgraphs: { menus: urls.menus, store: urls.store } }, inProcess.commerce);
  });

  afterAll(async () => {
    await scaled?.close();
    for (const close of closers) await close();
    await inProcess?.close();
  });

  it('answers like the in-process gateway, with the shopper headers forwarded to each subgraph', async () => {
    const query = `{ mainMenuEntries(level: 1) { title } shopperLocation { source country { code name } }
      getUrlInfo(urlKey: "about") { page_status redirect_url } }`;
    const headers = { store: 'de-DE', cookie: 'location=AT' };
    const remote = await scaled.query(query, { headers });
    const local = await inProcess.query(query, { headers });
    expect(remote.body.errors).toBeUndefined();
    expect(remote.body.data).toEqual(local.body.data);
    expect(remote.body.data).toMatchObject({
      mainMenuEntries: expect.arrayContaining([{ title: 'Fahrräder' }]),
      shopperLocation: { source: 'COOKIE', country: { code: 'AT', name: 'Österreich' } },
    });
  });
});
