import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

type Entry = { url_path: string; page_type: string; lastmod: string | null; alternates: { store: string; url_path: string }[] };
const SITEMAP = `query($store: String) { sitemapEntries(store: $store) { url_path page_type lastmod alternates { store url_path } } }`;

async function sitemap(store?: string, headers: Record<string, string> = {}): Promise<Entry[]> {
  const { body } = await gateway.query<{ sitemapEntries: Entry[] }>(SITEMAP, { variables: { store }, headers });
  expect(body.errors).toBeUndefined();
  return body.data!.sitemapEntries;
}

describe('sitemapEntries', () => {
  it('lists every kind of page of the English storefront with its German alternate', async () => {
    const entries = await sitemap('en-GB');
    const byPath = new Map(entries.map((e) => [e.url_path, e]));
    expect(entries[0]).toMatchObject({ url_path: '/', page_type: 'home' });
    expect(byPath.get('/bikes/road/')).toMatchObject({
      page_type: 'category',
      lastmod: null,
      alternates: [
        { store: 'en-GB', url_path: '/bikes/road/' },
        { store: 'de-DE', url_path: '/bikes/road/' },
      ],
    });
    expect(byPath.get('/about-us/')?.page_type).toBe('cms-page');
    expect(byPath.get('/blog/')?.page_type).toBe('blog');
    for (const type of ['child-bike', 'parent-bike', 'pac', 'blog-post', 'blog-category', 'blog-tag']) {
      expect(entries.some((e) => e.page_type === type)).toBe(true);
    }
    const post = entries.find((e) => e.page_type === 'blog-post')!;
    expect(post.url_path).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
    expect(new Date(post.lastmod!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(entries.find((e) => e.page_type === 'blog-tag')!.url_path).toMatch(/^\/blog\/tag\/[a-z0-9-]+\/$/);
    expect(entries.find((e) => e.page_type === 'blog-category')!.url_path).toMatch(/^\/blog\/category\/[a-z0-9-]+\/$/);
    // Every path once, every path with its slashes, and nothing that only redirects.
    expect(new Set(entries.map((e) => e.url_path)).size).toBe(entries.length);
    expect(entries.every((e) => /^\/([^/]+\/)*$/.test(e.url_path))).toBe(true);
    expect(byPath.has('/about/')).toBe(false);
    expect(byPath.has('/bikes/road-bikes/')).toBe(false);
  });

  it('counts exactly the active categories, products and CMS pages of the storefront', async () => {
    const entries = await sitemap('de-DE');
    const db = gateway.commerce.database.db;
    const count = async (statement: string) =>
      Number(((await db.execute(statement)) as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
    const categories = await count(
      `select count(*) as n from categories c join category_translations t on t.category_id = c.id and t.store = 'de-DE' where c.is_active`,
    );
    const products = await count(
      `select count(*) as n from products p join product_translations t on t.product_id = p.id and t.store = 'de-DE' where p.is_active`,
    );
    const pages = await count(`select count(*) as n from cms_pages where store = 'de-DE' and active and identifier <> 'home'`);
    const posts = await count(`select count(*) as n from blog_post_translations where store = 'de-DE'`);
    const ofType = (...types: string[]) => entries.filter((e) => types.includes(e.page_type)).length;
    expect(ofType('category')).toBe(categories);
    expect(ofType('child-bike', 'parent-bike', 'pac')).toBe(products);
    expect(ofType('cms-page')).toBe(pages);
    expect(ofType('blog-post')).toBe(posts);
    expect(categories).toBeGreaterThan(10);
    expect(products).toBeGreaterThan(50);
  });

  it('defaults to the caller storefront and leaves out an inactive product', async () => {
    const db = gateway.commerce.database.db;
    const de = await sitemap(undefined, { store: 'de-DE' });
    expect(de).toEqual(await sitemap('de-DE'));
    const product = de.find((e) => e.page_type === 'pac')!;
    const urlKey = product.url_path.replace(/\//g, '');
    await db.execute(`update products set is_active = false where url_key = '${urlKey}'`);
    try {
      expect((await sitemap('de-DE')).some((e) => e.url_path === product.url_path)).toBe(false);
    } finally {
      await db.execute(`update products set is_active = true where url_key = '${urlKey}'`);
    }
  });

  it('costs the same few SQL statements on both storefronts, whatever the catalogue size', async () => {
    const counter = gateway.commerce.database.statements;
    for (const store of ['en-GB', 'de-DE']) {
      counter.reset();
      const entries = await sitemap(store);
      expect(entries.length).toBeGreaterThan(100);
      // One statement per source: URL rewrites, the catalogue's listed entities, CMS pages, blog posts, categories, tags.
      expect(counter.count).toBeLessThanOrEqual(6);
    }
  });

  it('refuses an unknown storefront with a clear error', async () => {
    const { body } = await gateway.query(SITEMAP, { variables: { store: 'fr-FR' } });
    expect(body.errors?.[0]?.message).toBe('Unknown store "fr-FR": use one of en-GB, de-DE.');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
