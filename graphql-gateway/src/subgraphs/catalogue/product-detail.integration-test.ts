import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

type Card = { sku: string; name: string; url_key: string; currency: string; aggregated_price: number | null };
type Page = {
  sku: string;
  type_id: string;
  currency: string;
  options: { value: string; option_type: string }[];
  geometry: Record<string, number | string>[];
  size_guide: { size: string; rider_height_min: number; rider_height_max: number }[];
  specifications: { label: string; value: string }[];
  linked_specifications: {
    uid: string;
    sku: string;
    name: string;
    subtitle: string | null;
    url_key: string;
    prices: { currency: string; price: number | null; special_price: number | null };
  }[];
  related_products: (Card & { media_gallery: { url: string }[] })[];
  extras: (Card & { media_gallery: { url: string }[]; stock_status: string })[];
};

const CARD =
  'sku name url_key currency aggregated_price aggregated_price_special media_gallery { url label } options { sku stock_status }';
const BIKE_PAGE = `query($k: String!) { product(urlKey: $k) { sku type_id currency name options { value option_type }
  geometry { size stack reach seat_tube top_tube head_angle seat_angle wheelbase chainstay bb_drop standover }
  size_guide { size rider_height_min rider_height_max }
  specifications { label value }
  linked_specifications { uid sku name subtitle url_key prices { currency price special_price } }
  related_products { ${CARD} stock_status }
  extras { ${CARD} stock_status } } }`;

async function childBikeKeys(count: number): Promise<string[]> {
  const { body } = await gateway.query<{ products: { items: { url_key: string; type_id: string }[] } }>(
    '{ products(pageSize: 100) { items { url_key type_id } } }',
  );
  return body
    .data!.products.items.filter((i) => i.type_id === 'child-bike')
    .map((i) => i.url_key)
    .slice(0, count);
}

async function bikePage(urlKey: string, headers: Record<string, string> = {}): Promise<Page> {
  const { body } = await gateway.query<{ product: Page }>(BIKE_PAGE, { variables: { k: urlKey }, headers });
  expect(body.errors).toBeUndefined();
  return body.data!.product;
}

describe('child bike page fields', () => {
  it('has geometry and a size guide for every size, specifications, components, related products and extras', async () => {
    const [key] = await childBikeKeys(1);
    const page = await bikePage(key!);
    expect(page.type_id).toBe('child-bike');
    const sizes = page.options.filter((o) => o.option_type === 'size').map((o) => o.value);
    expect(sizes.length).toBeGreaterThan(1);
    expect(page.geometry.map((g) => g.size).sort()).toEqual([...sizes].sort());
    for (const row of page.geometry) {
      expect(row.stack).toBeGreaterThan(400);
      expect(row.reach).toBeGreaterThan(300);
      expect(row.head_angle).toBeGreaterThan(60);
      expect(row.head_angle).toBeLessThan(80);
      expect(row.wheelbase).toBeGreaterThan(row.chainstay as number);
    }
    expect(page.size_guide.map((s) => s.size).sort()).toEqual([...sizes].sort());
    for (const s of page.size_guide) expect(s.rider_height_max).toBeGreaterThan(s.rider_height_min);
    const mins = page.size_guide.map((s) => s.rider_height_min);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    expect(page.specifications.length).toBeGreaterThan(3);
    expect(page.specifications[0]!.label).toBeTruthy();
    expect(page.linked_specifications.length).toBeGreaterThan(0);
    for (const spec of page.linked_specifications) {
      expect(Buffer.from(spec.uid, 'base64').toString()).toMatch(/^\d+$/);
      expect(spec.prices.currency).toBe('GBP');
      expect(spec.prices.price).toBeGreaterThan(0);
    }
    expect(page.related_products.length).toBeGreaterThanOrEqual(3);
    expect(page.related_products.map((r) => r.url_key)).not.toContain(key);
    expect(page.related_products.every((r) => r.media_gallery.length > 0 && r.aggregated_price! > 0)).toBe(true);
    expect(page.extras.length).toBeGreaterThan(0);
    expect(page.extras.every((e) => e.currency === 'GBP')).toBe(true);
  });

  it('speaks the storefront language and prices in the shopper’s currency', async () => {
    const [key] = await childBikeKeys(1);
    const en = await bikePage(key!);
    const de = await bikePage(key!, { store: 'de-DE', cookie: 'location=DE' });
    expect(de.specifications.map((s) => s.label)).not.toEqual(en.specifications.map((s) => s.label));
    expect(de.specifications).toHaveLength(en.specifications.length);
    expect(de.linked_specifications.every((s) => s.prices.currency === 'EUR')).toBe(true);
    expect(de.extras.every((e) => e.currency === 'EUR')).toBe(true);
    expect(de.related_products.map((r) => r.sku)).toEqual(en.related_products.map((r) => r.sku));
    expect(de.related_products[0]!.aggregated_price).not.toEqual(en.related_products[0]!.aggregated_price);
    const us = await bikePage(key!, { cookie: 'location=US' });
    expect(us.related_products.every((r) => r.currency === 'USD')).toBe(true);
  });

  it('leaves geometry and components empty where a product has none (accessory)', async () => {
    const { body } = await gateway.query<{ products: { items: { url_key: string; type_id: string }[] } }>(
      '{ products(pageSize: 100, sort: { field: PRICE, direction: ASC }) { items { url_key type_id } } }',
    );
    const pac = body.data!.products.items.find((i) => i.type_id === 'pac')!;
    const page = await bikePage(pac.url_key);
    expect(page.geometry).toEqual([]);
    expect(page.size_guide).toEqual([]);
    expect(page.linked_specifications).toEqual([]);
  });

  it('costs a bounded number of SQL statements for a bike page, however many related products and extras', async () => {
    const keys = await childBikeKeys(2);
    const counter = gateway.commerce.database.statements;
    const cost = async (urlKey: string) => {
      counter.reset();
      const page = await bikePage(urlKey);
      return { count: counter.count, linked: page.related_products.length + page.extras.length };
    };
    const first = await cost(keys[0]!);
    const second = await cost(keys[1]!);
    expect(first.linked).toBeGreaterThan(3);
    // shopper country, product, geometry, size guide, specs, links, linked products, and the parts
    // (options, images, categories) of the product and of its linked products: one statement for
    // each set asked for together (two on PostgreSQL; PGlite, which answers in turn, may take both
    // in one). A constant, not one per related product or extra.
    expect(first.count).toBeLessThanOrEqual(9);
    expect(second.count).toBe(first.count);
  });

  it('shows a parent bike’s builds with their prices and key specifications in a bounded number of statements', async () => {
    const [key] = await childBikeKeys(1);
    const { body } = await gateway.query<{ product: { parent: { url_key: string } } }>(
      `{ product(urlKey: "${key}") { parent { url_key } } }`,
    );
    const counter = gateway.commerce.database.statements;
    counter.reset();
    const parent = await gateway.query<{
      product: { type_id: string; builds: { aggregated_price: number; specifications: { label: string }[] }[] };
    }>(
      `{ product(urlKey: "${body.data!.product.parent.url_key}") { type_id
        builds { sku aggregated_price specifications { label value } media_gallery { url } options { stock_status } } } }`,
    );
    expect(parent.body.errors).toBeUndefined();
    const builds = parent.body.data!.product.builds;
    expect(builds.length).toBeGreaterThan(0);
    expect(builds.every((b) => b.aggregated_price > 0 && b.specifications.length > 0)).toBe(true);
    expect(counter.count).toBeLessThanOrEqual(6);
  });
});

describe('stock status', () => {
  it('is in stock for a product without options, out of stock when every option is', async () => {
    const q = 'query($k: String!) { product(urlKey: $k) { stock_status options { stock_status } } }';
    type P = { product: { stock_status: string; options: { stock_status: string }[] } };
    const plain = (await gateway.query<P>(q, { variables: { k: 'exposure-strada-mk12-sb-front-light' } })).body.data!.product;
    expect(plain).toEqual({ stock_status: 'IN_STOCK', options: [] });
    const soldOut = (await gateway.query<P>(q, { variables: { k: 'cateye-rapid-x3-rear-light' } })).body.data!.product;
    expect(soldOut.stock_status).toBe('OUT_OF_STOCK');
    expect(soldOut.options.length).toBeGreaterThan(0);
    expect(soldOut.options.every((o) => o.stock_status === 'OUT_OF_STOCK')).toBe(true);
  });
});

describe('productsBySkus (recently viewed)', () => {
  const Q = `query($skus: [String!]!) { productsBySkus(skus: $skus) { ${CARD} } }`;

  async function skus(count: number): Promise<string[]> {
    const { body } = await gateway.query<{ products: { items: { sku: string }[] } }>(
      `{ products(pageSize: ${count}) { items { sku } } }`,
    );
    return body.data!.products.items.map((i) => i.sku);
  }

  it('answers in the order asked for, once each, leaving unknown SKUs out, in the shopper’s currency', async () => {
    const [a, b, c] = await skus(3);
    const { body } = await gateway.query<{ productsBySkus: Card[] }>(Q, {
      variables: { skus: [c, 'NO-SUCH-SKU', a, b, a] },
      headers: { cookie: 'location=DE' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.productsBySkus.map((p) => p.sku)).toEqual([c, a, b]);
    expect(body.data!.productsBySkus.every((p) => p.currency === 'EUR')).toBe(true);
    expect((await gateway.query<{ productsBySkus: Card[] }>(Q, { variables: { skus: [] } })).body.data).toEqual({
      productsBySkus: [],
    });
  });

  it('refuses too many SKUs and SKUs that cannot exist, saying why', async () => {
    const tooMany = await gateway.query(Q, { variables: { skus: Array.from({ length: 25 }, (_, i) => `SKU-${i}`) } });
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: 'skus may list at most 24 SKUs.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bad = await gateway.query(Q, { variables: { skus: ["x' or 1=1"] } });
    expect(bad.body.errors?.[0]?.message).toContain('is not a valid SKU');
    expect(JSON.stringify(bad.body)).not.toMatch(/stacktrace|at .*\.ts:/i);
  });

  it('costs the same number of SQL statements for 2 products as for 20', async () => {
    const all = await skus(20);
    const counter = gateway.commerce.database.statements;
    const cost = async (list: string[]) => {
      counter.reset();
      const { body } = await gateway.query<{ productsBySkus: Card[] }>(Q, { variables: { skus: list } });
      expect(body.data!.productsBySkus).toHaveLength(list.length);
      return counter.count;
    };
    const few = await cost(all.slice(0, 2));
    const many = await cost(all);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(4);
  });
});
