import { scaledModeTrust, startTestGateway, startTestSubgraph, type TestGateway } from '../test-support/test-gateway';

/** Scaled mode: subgraphs served on their own, the gateway pointed at them by configuration. */
describe('remote subgraphs', () => {
  let inProcess: TestGateway;
  let scaled: TestGateway;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    inProcess = await startTestGateway();
    const urls: Record<string, string> = {};
    for (const name of ['menus', 'store', 'customer'] as const) {
      const { url, close } = await startTestSubgraph(inProcess.commerce, name);
      urls[name] = url;
      closers.push(close);
    }
    scaled = await startTestGateway(
      { remoteSubgraphs: { menus: urls.menus, store: urls.store, customer: urls.customer }, proxyTrust: scaledModeTrust },
      inProcess.commerce,
    );
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

  it("passes a remote customer subgraph's session cookies back to the shopper, and the shopper's cookie to it", async () => {
    const email = `remote${Date.now()}@example.com`;
    const response = await fetch(scaled.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
        variables: { input: { firstname: 'Remote', lastname: 'Rider', email, password: 'Velodrome2026' } },
      }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual([
      'customer_expire_time',
      'customer_refresh_token',
      'customer_token',
    ]);
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const me = await scaled.query<{ customer: { email: string } }>('{ customer { email } }', { headers: { cookie } });
    expect(me.body.data?.customer.email).toBe(email);
  });
});
