import { seedDatabase } from '@cadence/commerce/db/seed/seed';
import { getIntrospectionQuery } from 'graphql';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway';
import { EVERY_INTROSPECTION_OPTION } from './introspection';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.close();
});

type Menu = {
  mainMenuEntries: { id: number; level: number; lft: number; title: string; url: string; parent: { id: number } | null }[];
};

describe('menus subgraph through the gateway', () => {
  const MENU = '{ mainMenuEntries { id level lft title url parent { id } } }';

  it('serves the header menu in lft order with parents, per storefront', async () => {
    const en = await gateway.query<Menu>(MENU);
    const de = await gateway.query<Menu>(MENU, { headers: { store: 'de-DE' } });
    const entries = en.body.data!.mainMenuEntries;
    expect(entries.length).toBeGreaterThan(30);
    expect(entries.map((e) => e.lft)).toEqual([...entries.map((e) => e.lft)].sort((a, b) => a - b));
    expect(entries.filter((e) => e.level === 1).map((e) => e.title)).toEqual(
      expect.arrayContaining(['Bikes', 'Components', 'Accessories']),
    );
    const ids = new Set(entries.map((e) => e.id));
    for (const e of entries) if (e.level > 1) expect(ids.has(e.parent!.id)).toBe(true);
    expect(Math.max(...entries.map((e) => e.level))).toBeGreaterThanOrEqual(3);
    expect(de.body.data!.mainMenuEntries.filter((e) => e.level === 1).map((e) => e.title)).toEqual(
      expect.arrayContaining(['Fahrräder', 'Zubehör']),
    );
  });

  it('filters level-1 entries and serves the footer menu and social links', async () => {
    const { body } = await gateway.query<Menu & { footerMenuEntries: unknown[]; socialLinks: { icon: string }[] }>(
      '{ mainMenuEntries(level: 1) { id level lft title url parent { id } } footerMenuEntries { id title } socialLinks { icon linkUrl linkText } }',
    );
    expect(body.data!.mainMenuEntries.every((e) => e.level === 1 && e.parent === null)).toBe(true);
    expect(body.data!.footerMenuEntries.length).toBeGreaterThan(8);
    expect(body.data!.socialLinks.map((l) => l.icon)).toEqual(['facebook', 'x', 'instagram', 'strava', 'youtube']);
  });
});

describe('store subgraph', () => {
  type Location = { shopperLocation: { source: string; country: { code: string; name: string; currency: string } } };
  const LOCATION = 'query($c: String) { shopperLocation(country: $c) { source country { code name currency } } }';

  it('lists about 45 countries with names in the storefront language', async () => {
    const { body } = await gateway.query<{
      countriesConfig: { code: string; name: string; currency: string; eswCode: string; locale: string }[];
    }>('{ countriesConfig { code name currency currencySign eswCode locale icon crossBorderCheckoutEnabled } }', {
      headers: { store: 'de-DE' },
    });
    const countries = body.data!.countriesConfig;
    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(countries[0]).toMatchObject({ code: 'GB', currency: 'GBP' });
    expect(countries.find((c) => c.code === 'DE')).toMatchObject({ name: 'Deutschland', currency: 'EUR', locale: 'de-DE' });
    expect(countries.find((c) => c.code === 'US')?.currency).toBe('USD');
  });

  it("gives each currency's sign as the storefront writes its prices beside the country list's own", async () => {
    const signs = async (store: string) => {
      const { body } = await gateway.query<{ countriesConfig: { code: string; currencySign: string; price_sign: string }[] }>(
        '{ countriesConfig { code currencySign price_sign } }',
        { headers: { store } },
      );
      return Object.fromEntries(body.data!.countriesConfig.map((c) => [c.code, [c.currencySign, c.price_sign]]));
    };
    const [en, de] = [await signs('en-GB'), await signs('de-DE')];
    expect(en.JP).toEqual(['¥', 'JP¥']);
    expect(de.JP).toEqual(['¥', '¥']);
    expect(en.GB?.[1]).toBe('£');
    expect(en.US?.[1]).toBe('US$');
    expect(de.DE?.[1]).toBe('€');
  });

  it('picks the location by the spec fallback order', async () => {
    const explicit = await gateway.query<Location>(LOCATION, {
      variables: { c: 'fr' },
      headers: { cookie: 'location=DE', 'cloudfront-viewer-country': 'AT' },
    });
    expect(explicit.body.data!.shopperLocation).toMatchObject({ source: 'EXPLICIT', country: { code: 'FR' } });
    const cookie = await gateway.query<Location>(LOCATION, {
      headers: { cookie: 'location=DE', 'cloudfront-viewer-country': 'AT' },
    });
    expect(cookie.body.data!.shopperLocation).toMatchObject({ source: 'COOKIE', country: { code: 'DE', currency: 'EUR' } });
    const edge = await gateway.query<Location>(LOCATION, { headers: { 'cloudfront-viewer-country': 'at' } });
    expect(edge.body.data!.shopperLocation).toMatchObject({ source: 'EDGE', country: { code: 'AT' } });
    const fallback = await gateway.query<Location>(LOCATION, { variables: { c: 'XX' } });
    expect(fallback.body.data!.shopperLocation).toMatchObject({ source: 'FALLBACK', country: { code: 'GB' } });
    const german = await gateway.query<Location>(LOCATION, { headers: { store: 'de-DE' } });
    expect(german.body.data!.shopperLocation).toMatchObject({ source: 'FALLBACK', country: { code: 'DE', currency: 'EUR' } });
  });

  it('checks store networks, with the spec message when no address is known', async () => {
    const q = 'query($ip: String) { isStoreIp(ipAddress: $ip) { isStoreIp error } }';
    expect((await gateway.query(q, { variables: { ip: '203.0.113.77' } })).body.data).toEqual({
      isStoreIp: { isStoreIp: true, error: null },
    });
    expect((await gateway.query(q, { variables: { ip: '198.51.100.1' } })).body.data).toEqual({
      isStoreIp: { isStoreIp: false, error: null },
    });
    expect((await gateway.query(q, { variables: { ip: '' } })).body.data).toEqual({
      isStoreIp: { isStoreIp: false, error: 'No IP address found' },
    });
    const own = await gateway.query('{ isStoreIp { isStoreIp } }', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(own.body.data).toEqual({ isStoreIp: { isStoreIp: true } });
  });

  it('reports feature flags', async () => {
    const { body } = await gateway.query<{ isNewCheckoutEnabled: boolean; featureFlags: { key: string; enabled: boolean }[] }>(
      '{ isNewCheckoutEnabled featureFlags { key enabled } }',
    );
    expect(body.data!.isNewCheckoutEnabled).toBe(true);
    expect(body.data!.featureFlags.map((f) => f.key).sort()).toEqual(['finance', 'international_checkout', 'new_checkout']);
  });
});

describe('routing and content', () => {
  const URL_INFO = 'query($k: String!) { getUrlInfo(urlKey: $k) { redirect_url page_status page_type } }';

  it('resolves CMS pages, redirects and unknown keys (spec §3/§4)', async () => {
    expect((await gateway.query(URL_INFO, { variables: { k: 'delivery' } })).body.data).toEqual({
      getUrlInfo: { redirect_url: null, page_status: 200, page_type: 'cms-page' },
    });
    expect((await gateway.query(URL_INFO, { variables: { k: '/about/' } })).body.data).toEqual({
      getUrlInfo: { redirect_url: 'about-us', page_status: 301, page_type: null },
    });
    expect((await gateway.query(URL_INFO, { variables: { k: 'strava-club' } })).body.data).toMatchObject({
      getUrlInfo: { redirect_url: 'https://www.strava.com/clubs/cadence-cycles', page_status: 301 },
    });
    expect((await gateway.query(URL_INFO, { variables: { k: 'no/such/page' } })).body.data).toEqual({
      getUrlInfo: { redirect_url: null, page_status: 404, page_type: null },
    });
  });

  it('serves CMS pages built from blocks in both languages', async () => {
    const q =
      '{ cmsPage(identifier: "home") { identifier title meta_title blocks { __typename ... on CmsHeroBlock { heading image imageAlt } } } }';
    const en = await gateway.query<{ cmsPage: { blocks: { __typename: string; heading?: string }[] } }>(q);
    const de = await gateway.query<{ cmsPage: { blocks: { __typename: string; heading?: string }[] } }>(q, {
      headers: { store: 'de-DE' },
    });
    expect(en.body.data!.cmsPage.blocks[0]?.__typename).toBe('CmsHeroBlock');
    expect(de.body.data!.cmsPage.blocks[0]?.heading).not.toEqual(en.body.data!.cmsPage.blocks[0]?.heading);
    expect((await gateway.query('{ cmsPage(identifier: "nope") { id } }')).body.data).toEqual({ cmsPage: null });
  });
});

describe('the gateway protects itself', () => {
  it('refuses a simple-content-type POST without the preflight header (CSRF)', async () => {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"{ isNewCheckoutEnabled }"}',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
    const get = await fetch(`${gateway.url}?query=${encodeURIComponent('{ isNewCheckoutEnabled }')}`);
    expect(get.status).toBe(400);
    const preflighted = await fetch(`${gateway.url}?query=${encodeURIComponent('{ isNewCheckoutEnabled }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });

  it('rejects queries deeper than the limit and answers health checks', async () => {
    const limited = await startTestGateway({ maxDepth: 2 }, gateway.commerce);
    try {
      const { body } = await limited.query(
        '{ cmsPage(identifier: "home") { blocks { ... on CmsLinkTilesBlock { tiles { label } } } } }',
      );
      expect(body.errors?.[0]?.message).toMatch(/exceeds maximum operation depth/);
      expect((await fetch(limited.url.replace('/graphql', '/health'))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers the explorer’s introspection, and refuses introspection past it before running it', async () => {
    // Every option the gateway's schema answers: the federation's introspection types have no `isOneOf`.
    const everyOption = { ...EVERY_INTROSPECTION_OPTION, oneOf: false };
    for (const query of [getIntrospectionQuery(), getIntrospectionQuery(everyOption)]) {
      const { status, body } = await gateway.query<{ __schema: { types: unknown[] } }>(query);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data!.__schema.types.length).toBeGreaterThan(100);
    }
    // A review's probe: 32 KB that cost nothing, ran 3.6 s and answered 25.6 MB.
    const aliases = Array.from(
      { length: 400 },
      (_, i) => `t${i}: types { name fields { name args { name } type { name ofType { name } } } }`,
    ).join(' ');
    const ofTypes = `${'ofType { '.repeat(12)}name${' }'.repeat(12)}`;
    // A later review's: 600 aliases of the largest type's fields, 96 KB that the cost walk let pass.
    const fields = Array.from({ length: 600 }, (_, i) => `f${i}: fields { name args { name } type { name } }`).join(' ');
    for (const query of [`query I { __schema { ${aliases} } }`, `query F { __type(name: "Query") { ${fields} } }`]) {
      const { status, body } = await gateway.query(query);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(new Set(body.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      expect(body.errors?.[0]?.message).toMatch(/^Introspection fields cannot be aliased: ask for '(types|fields)' once/);
    }
    // Types' fields' types' fields (graphql's own rule refuses a third level of `fields`).
    for (const query of ['query R { __schema { types { fields { type { fields { type { name } } } } } } }']) {
      const { status, body } = await gateway.query(query);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_EXPENSIVE']);
      expect(body.errors?.[0]?.message).toMatch(
        /^Query is too expensive: it could answer \d+ objects or more, over the limit of 10000\./,
      );
    }
    const deep = await gateway.query(`query D { __schema { types { fields { type { fields { type { ${ofTypes} } } } } } } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors?.[0]?.message).toBe("'D' exceeds maximum operation depth of 15");
  });

  it('rejects queries over the cost limit', async () => {
    const limited = await startTestGateway({ maxCost: 3 }, gateway.commerce);
    try {
      const { body } = await limited.query('{ mainMenuEntries { id title url level } }');
      expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_EXPENSIVE');
    } finally {
      await limited.close();
    }
  });
});

describe('cost in SQL statements', () => {
  it('serves the whole application shell with a bounded number of statements', async () => {
    const SHELL = `{ mainMenuEntries { id parent { id } } footerMenuEntries { id } socialLinks { id }
      countriesConfig { code name crossBorderCheckoutEnabled } shopperLocation { country { code } } isStoreIp { isStoreIp }
      getUrlInfo(urlKey: "delivery") { page_type } cmsPage(identifier: "delivery") { id } }`;
    const counter = gateway.commerce.database.statements;
    counter.reset();
    await gateway.query(SHELL);
    const cold = counter.count;
    // One statement per data set (menus x2, social links, countries, flags, networks, rewrite, page),
    // however many entries and countries there are; countries are not read once per entry.
    expect(cold).toBeLessThanOrEqual(10);
    counter.reset();
    await gateway.query(SHELL, { headers: { store: 'de-DE' } });
    expect(counter.count).toBe(cold);
  });
});

describe('seeding', () => {
  it('is idempotent: a second run changes nothing', async () => {
    expect(await seedDatabase(gateway.commerce.database.db)).toEqual({ seeded: false });
  });
});
