import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

type Item = {
  sku: string;
  name: string;
  url_key: string;
  type_id: string;
  currency: string;
  aggregated_price: number;
  aggregated_price_special: number | null;
  stock_status: string;
  can_ship_to_country: boolean;
};
type ProductsData = {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: Item[];
    aggregations: { attribute_code: string; options: { value: string; count: number }[] }[];
  };
};

const ITEM_FIELDS =
  'sku name url_key type_id currency aggregated_price aggregated_price_special stock_status can_ship_to_country';
const PRODUCTS = `query($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput) {
  products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count page_info { current_page page_size total_pages } items { ${ITEM_FIELDS} }
    aggregations { attribute_code options { value count } } } }`;

async function categoryId(urlPath: string): Promise<number> {
  const { body } = await gateway.query<{ categoryList: { id: number }[] }>(
    `{ categoryList(filters: { url_path: "${urlPath}" }) { id } }`,
  );
  return body.data!.categoryList[0]!.id;
}

describe('categoryList', () => {
  it('finds a category by path with breadcrumbs, children and meta fields, per storefront', async () => {
    const q = `{ categoryList(filters: { url_path: "/bikes/road/" }) { id name url_path level meta_title meta_description
      breadcrumbs { category_name category_url_path category_level } children { name url_path } } }`;
    const en = await gateway.query<{
      categoryList: {
        name: string;
        url_path: string;
        level: number;
        meta_title: string;
        breadcrumbs: { category_name: string }[];
        children: unknown[];
      }[];
    }>(q);
    const de = await gateway.query<{ categoryList: { name: string }[] }>(q, { headers: { store: 'de-DE' } });
    const road = en.body.data!.categoryList[0]!;
    expect(road).toMatchObject({ url_path: 'bikes/road', level: 2 });
    expect(road.meta_title).toBeTruthy();
    expect(road.breadcrumbs.map((b) => b.category_name)).toEqual(['Bikes']);
    expect(de.body.data!.categoryList[0]!.name).not.toEqual(road.name);
    expect(
      (await gateway.query<{ categoryList: unknown[] }>('{ categoryList(filters: { url_path: "no/such" }) { id } }')).body.data!
        .categoryList,
    ).toEqual([]);
  });
});

describe('products listing', () => {
  it('pages through a category 24 at a time with totals', async () => {
    const bikes = await categoryId('bikes');
    const first = await gateway.query<ProductsData>(PRODUCTS, { variables: { filter: { category_id: bikes }, pageSize: 24 } });
    const p = first.body.data!.products;
    expect(p.items).toHaveLength(24);
    expect(p.total_count).toBeGreaterThan(24);
    expect(p.page_info).toEqual({ current_page: 1, page_size: 24, total_pages: Math.ceil(p.total_count / 24) });
    const second = await gateway.query<ProductsData>(PRODUCTS, {
      variables: { filter: { category_id: bikes }, pageSize: 24, currentPage: 2 },
    });
    const firstSkus = new Set(p.items.map((i) => i.sku));
    expect(second.body.data!.products.items.some((i) => firstSkus.has(i.sku))).toBe(false);
  });

  it('filters by price range and attributes, and sorts by price and name', async () => {
    const bikes = await categoryId('bikes');
    const all = (await gateway.query<ProductsData>(PRODUCTS, { variables: { filter: { category_id: bikes }, pageSize: 100 } }))
      .body.data!.products;
    const cheap = (
      await gateway.query<ProductsData>(PRODUCTS, {
        variables: { filter: { category_id: bikes, price: ['0_1500', '500_2000'] }, pageSize: 100 },
      })
    ).body.data!.products;
    expect(cheap.total_count).toBeLessThan(all.total_count);
    for (const item of cheap.items) expect(item.aggregated_price_special ?? item.aggregated_price).toBeLessThanOrEqual(2000);
    const material = all.aggregations.find((a) => a.attribute_code === 'material')!;
    const option = material.options[0]!;
    const filtered = (
      await gateway.query<ProductsData>(PRODUCTS, {
        variables: { filter: { category_id: bikes, attributes: [{ code: 'material', values: option.value }] }, pageSize: 100 },
      })
    ).body.data!.products;
    expect(filtered.total_count).toBe(option.count);
    const byPrice = (
      await gateway.query<ProductsData>(PRODUCTS, {
        variables: { filter: { category_id: bikes }, pageSize: 50, sort: { field: 'PRICE', direction: 'ASC' } },
      })
    ).body.data!.products.items;
    const prices = byPrice.map((i) => i.aggregated_price_special ?? i.aggregated_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const road = await categoryId('bikes/road');
    const names = async (direction: string) =>
      (
        await gateway.query<ProductsData>(PRODUCTS, {
          variables: { filter: { category_id: road }, pageSize: 100, sort: { field: 'NAME', direction } },
        })
      ).body.data!.products.items.map((i) => i.name);
    const ascending = await names('ASC');
    expect(ascending.length).toBeGreaterThan(5);
    expect(ascending.length).toBeLessThan(100);
    expect(new Set(ascending).size).toBe(ascending.length);
    expect(await names('DESC')).toEqual([...ascending].reverse());
    const byPosition = (
      await gateway.query<ProductsData>(PRODUCTS, { variables: { filter: { category_id: road }, pageSize: 100 } })
    ).body.data!.products.items;
    expect(ascending).not.toEqual(byPosition.map((i) => i.name));
  });

  it('counts each facet without its own filter and labels facets in the storefront language', async () => {
    const bikes = await categoryId('bikes');
    const q = `query($filter: ProductFilterInput) { products(filter: $filter, pageSize: 1) { total_count
      aggregations { attribute_code label options { value label count } } } }`;
    type Facets = {
      products: {
        total_count: number;
        aggregations: { attribute_code: string; label: string; options: { value: string; label: string; count: number }[] }[];
      };
    };
    const all = (await gateway.query<Facets>(q, { variables: { filter: { category_id: bikes } } })).body.data!.products;
    const colours = all.aggregations.find((a) => a.attribute_code === 'colour')!;
    expect(colours.label).toBe('Colour');
    expect(colours.options.length).toBeGreaterThan(1);
    const [first, second] = colours.options;
    const one = (
      await gateway.query<Facets>(q, {
        variables: { filter: { category_id: bikes, attributes: [{ code: 'colour', values: first!.value }] } },
      })
    ).body.data!.products;
    // The chosen attribute still lists its other values with their counts (values within an attribute are OR-ed) …
    const stillListed = one.aggregations.find((a) => a.attribute_code === 'colour')!.options;
    expect(stillListed.find((o) => o.value === second!.value)?.count).toBe(second!.count);
    // … while the other attributes count only the chosen selection.
    const materials = one.aggregations.find((a) => a.attribute_code === 'material')!.options;
    expect(materials.reduce((sum, o) => sum + o.count, 0)).toBeLessThanOrEqual(one.total_count);
    const german = (
      await gateway.query<Facets>(q, { variables: { filter: { category_id: bikes } }, headers: { store: 'de-DE' } })
    ).body.data!.products.aggregations;
    expect(german.find((a) => a.attribute_code === 'colour')!.label).toBe('Farbe');
    const sizes = all.aggregations.find((a) => a.attribute_code === 'by_size')!.options.map((o) => o.label);
    expect(sizes.indexOf('S')).toBeLessThan(sizes.indexOf('M'));
    expect(sizes.indexOf('M')).toBeLessThan(sizes.indexOf('XL'));
  });

  it('answers bad listing arguments with what is wrong instead of guessing', async () => {
    const { body } = await gateway.query<ProductsData>(PRODUCTS, {
      variables: { pageSize: 500, filter: { attributes: [{ code: 'colour', values: 'red' }], price: ['900_100'] } },
    });
    expect(body.data?.products ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('pageSize must be between 1 and 200.');
    expect(body.errors?.[0]?.message).toContain('Price range "900_100" starts above its end.');
    // Filter codes are an enum: the schema refuses an unknown one before anything runs.
    const unknown = await gateway.query<ProductsData>(PRODUCTS, {
      variables: { filter: { attributes: [{ code: 'flavour', values: 'mint' }] } },
    });
    expect(unknown.body.data?.products ?? null).toBeNull();
    expect(unknown.body.errors?.[0]?.message).toContain('"flavour"');
    expect(unknown.body.errors?.[0]?.message).toContain('ProductFilterAttribute');
    const deep = await gateway.query<ProductsData>(PRODUCTS, { variables: { pageSize: 192 } });
    expect(deep.body.errors).toBeUndefined();
    expect(deep.body.data!.products.items.length).toBe(192);
  });

  it("reads an empty side of a price range as no limit in the shopper's currency (not 10000)", async () => {
    const bikes = await categoryId('bikes');
    const jp = { cookie: 'location=JP' };
    const all = (
      await gateway.query<ProductsData>(PRODUCTS, {
        variables: { filter: { category_id: bikes }, pageSize: 200, sort: { field: 'PRICE', direction: 'DESC' } },
        headers: jp,
      })
    ).body.data!.products;
    const shown = (i: Item) => i.aggregated_price_special ?? i.aggregated_price;
    // "From" the price of the tenth dearest bike: at least the ten, all above ¥10,000.
    const from = shown(all.items[9]!);
    expect(from).toBeGreaterThan(10_000);
    const { body } = await gateway.query<ProductsData>(PRODUCTS, {
      variables: { filter: { category_id: bikes, price: [`${from}_`] }, pageSize: 200 },
      headers: jp,
    });
    expect(body.errors).toBeUndefined();
    const listed = body.data!.products;
    expect(listed.items.every((i) => i.currency === 'JPY' && shown(i) >= from)).toBe(true);
    expect(listed.items.map((i) => i.sku).sort()).toEqual(
      all.items
        .filter((i) => shown(i) >= from)
        .map((i) => i.sku)
        .sort(),
    );
    // Facets count the same products.
    const brands = listed.aggregations.find((a) => a.attribute_code === 'manufacturer')!.options;
    expect(brands.reduce((sum, o) => sum + o.count, 0)).toBe(listed.total_count);
  });

  it('answers a broken or hostile price range with what is wrong, never a server error', async () => {
    for (const [range, message] of [
      ['_', 'Price range "_" must look like from_to'],
      ['__', 'Price range "__" must look like from_to'],
      ['-5_100', 'Price range "-5_100" must look like from_to'],
      ['1e5_', 'Price range "1e5_" must look like from_to'],
      ["1_2' or 1=1 --", `Price range "1_2' or 1=1 --" must look like from_to`],
      ['99999999999_', 'Price range "99999999999_" goes above 9999999999.99, the highest price there can be.'],
      ['50000_10000', 'Price range "50000_10000" starts above its end.'],
    ]) {
      const { status, body } = await gateway.query<ProductsData>(PRODUCTS, { variables: { filter: { price: [range] } } });
      expect(status).toBeLessThan(500);
      expect(body.data?.products ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toContain(message);
      expect(body.errors?.[0]?.message).not.toMatch(/select|product_prices|syntax/i);
    }
  });

  it("prices products in the shopper's currency from the price list", async () => {
    const q = `{ products(pageSize: 5) { items { sku currency aggregated_price } } }`;
    const gb = (await gateway.query<ProductsData>(q)).body.data!.products.items;
    const de = (await gateway.query<ProductsData>(q, { headers: { cookie: 'location=DE' } })).body.data!.products.items;
    const us = (await gateway.query<ProductsData>(q, { headers: { 'cloudfront-viewer-country': 'US' } })).body.data!.products
      .items;
    expect(gb.every((i) => i.currency === 'GBP')).toBe(true);
    expect(de.every((i) => i.currency === 'EUR')).toBe(true);
    expect(us.every((i) => i.currency === 'USD')).toBe(true);
    expect(de.map((i) => i.sku)).toEqual(gb.map((i) => i.sku));
    expect(de[0]!.aggregated_price).not.toEqual(gb[0]!.aggregated_price);
  });

  it("names each card's level-1 and level-3 categories in the storefront's language", async () => {
    const categoryName = async (path: string, store: string) =>
      (
        await gateway.query<{ categoryList: { name: string }[] }>(`{ categoryList(filters: { url_path: "${path}" }) { name } }`, {
          headers: { store },
        })
      ).body.data!.categoryList[0]!.name;
    const q = `query($filter: ProductFilterInput) { products(filter: $filter, pageSize: 100) {
      items { url_key category_level_1 category_level_3 } } }`;
    for (const store of ['en-GB', 'de-DE']) {
      const { body } = await gateway.query<{
        products: { items: { url_key: string; category_level_1: string | null; category_level_3: string | null }[] };
      }>(q, { variables: { filter: { category_id: await categoryId('bikes') } }, headers: { store } });
      expect(body.errors).toBeUndefined();
      const items = body.data!.products.items;
      expect(items.length).toBeGreaterThan(24);
      expect(new Set(items.map((i) => i.category_level_1))).toEqual(new Set([await categoryName('/bikes/', store)]));
      expect(items.find((i) => i.url_key === 'cgr-al')!.category_level_3).toBe(await categoryName('/bikes/road/cgr/', store));
    }
  });

  it('costs a bounded number of SQL statements whatever the page size', async () => {
    const bikes = await categoryId('bikes');
    const q = `query($filter: ProductFilterInput, $pageSize: Int) { products(filter: $filter, pageSize: $pageSize) { total_count
      items { ${ITEM_FIELDS} category_level_1 category_level_3 options { sku price stock_status } parent { name } }
      aggregations { attribute_code options { value count } } } }`;
    const counter = gateway.commerce.database.statements;
    const cost = async (pageSize: number) => {
      counter.reset();
      const { body } = await gateway.query<ProductsData>(q, { variables: { filter: { category_id: bikes }, pageSize } });
      expect(body.errors).toBeUndefined();
      expect(body.data!.products.items.length).toBe(Math.min(pageSize, body.data!.products.total_count));
      return counter.count;
    };
    const for24 = await cost(24);
    const for48 = await cost(48);
    // The page, the facets, the cards' options, images and categories (one statement for all three,
    // commerce product-parts.ts) and the parents' names.
    expect(for24).toBeLessThanOrEqual(4);
    expect(for48).toBe(for24);
  });
});

describe('product by URL key', () => {
  it('serves a child bike with sorted options and its parent model, and a parent bike with its builds', async () => {
    const list = (
      await gateway.query<ProductsData>(PRODUCTS, {
        variables: { filter: { category_id: await categoryId('bikes') }, pageSize: 100 },
      })
    ).body.data!.products.items;
    const child = list.find((i) => i.type_id === 'child-bike')!;
    const { body } = await gateway.query<{
      product: {
        name: string;
        type_id: string;
        options: { is_default: boolean; price: number; special_price: number | null }[];
        parent: { url_key: string } | null;
      };
    }>(`{ product(urlKey: "${child.url_key}") { name type_id options { is_default price special_price } parent { url_key } } }`);
    const product = body.data!.product;
    expect(product.type_id).toBe('child-bike');
    expect(product.options.length).toBeGreaterThan(0);
    const rest = product.options.filter((o) => !o.is_default).map((o) => o.special_price ?? o.price);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(product.parent).not.toBeNull();
    const parent = await gateway.query<{ product: { type_id: string; builds: { url_key: string }[] } }>(
      `{ product(urlKey: "${product.parent!.url_key}") { type_id builds { url_key } } }`,
    );
    expect(parent.body.data!.product.type_id).toBe('parent-bike');
    expect(parent.body.data!.product.builds.map((b) => b.url_key)).toContain(child.url_key);
    expect((await gateway.query('{ product(urlKey: "no-such-bike") { sku } }')).body.data).toEqual({ product: null });
  });

  it('says when a product cannot ship to the shopper’s country', async () => {
    const all = (
      await gateway.query<ProductsData>(PRODUCTS, { variables: { pageSize: 100 }, headers: { cookie: 'location=US' } })
    ).body.data!.products;
    const pages = Math.min(all.page_info.total_pages, 5);
    const items = [...all.items];
    for (let page = 2; page <= pages; page++) {
      items.push(
        ...(
          await gateway.query<ProductsData>(PRODUCTS, {
            variables: { pageSize: 100, currentPage: page },
            headers: { cookie: 'location=US' },
          })
        ).body.data!.products.items,
      );
    }
    expect(items.some((i) => !i.can_ship_to_country)).toBe(true);
    const banned = items.find((i) => !i.can_ship_to_country)!;
    const inGb = await gateway.query<{ product: { can_ship_to_country: boolean } }>(
      `{ product(urlKey: "${banned.url_key}") { can_ship_to_country } }`,
    );
    expect(inGb.body.data!.product.can_ship_to_country).toBe(true);
  });

  it('routes category and product URLs to their page types', async () => {
    const list = (
      await gateway.query<ProductsData>(PRODUCTS, {
        variables: { filter: { category_id: await categoryId('accessories') }, pageSize: 10 },
      })
    ).body.data!.products.items;
    const pac = list.find((i) => i.type_id === 'pac')!;
    const q = 'query($k: String!) { getUrlInfo(urlKey: $k) { page_status page_type } }';
    expect((await gateway.query(q, { variables: { k: 'bikes/road' } })).body.data).toEqual({
      getUrlInfo: { page_status: 200, page_type: 'category' },
    });
    expect((await gateway.query(q, { variables: { k: pac.url_key } })).body.data).toEqual({
      getUrlInfo: { page_status: 200, page_type: 'pac' },
    });
  });
});

describe('URL keys (one rule for getUrlInfo, product, categoryList, cmsPage and blogPost)', () => {
  const KEYED = `query($k: String!) { getUrlInfo(urlKey: $k) { page_status } product(urlKey: $k) { url_key }
    categoryList(filters: { url_path: $k }) { url_path } cmsPage(identifier: $k) { identifier } blogPost(urlKey: $k) { url_key } }`;
  type Keyed = {
    getUrlInfo: { page_status: number };
    product: { url_key: string } | null;
    categoryList: { url_path: string }[];
    cmsPage: { identifier: string } | null;
    blogPost: { url_key: string } | null;
  };
  const lookUp = async (k: string) => {
    const { status, body } = await gateway.query<Keyed>(KEYED, { variables: { k } });
    expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    const d = body.data!;
    return {
      status: d.getUrlInfo.page_status,
      product: d.product?.url_key ?? null,
      category: d.categoryList[0]?.url_path ?? null,
      cms: d.cmsPage?.identifier ?? null,
      blog: d.blogPost?.url_key ?? null,
    };
  };
  const none = { status: 404, product: null, category: null, cms: null, blog: null };

  it('finds each kind by its key written as getUrlInfo reads a path, and agrees with getUrlInfo', async () => {
    expect(await lookUp('cgr-al-105')).toMatchObject({ status: 200, product: 'cgr-al-105', category: null, cms: null });
    expect(await lookUp('//bikes//road/')).toMatchObject({ status: 200, product: null, category: 'bikes/road' });
    expect(await lookUp('/about-us/?from=menu')).toMatchObject({ status: 200, product: null, cms: 'about-us' });
    expect(await lookUp('cgr%2Dal%2D105')).toMatchObject({ status: 200, product: 'cgr-al-105' });
    expect(await lookUp('/blog/../gravel-tyre-pressure-guide')).toEqual(none);
    const post = (await lookUp('gravel-tyre-pressure-guide/')).blog;
    expect(post).toBe('gravel-tyre-pressure-guide');
  });

  it('finds nothing, and fails nothing, for a control character, an overlong key or other letters', async () => {
    for (const k of ['cgr-al-105%00', 'bikes%00/road', 'about-us%0A', 'gravel-tyre-pressure-guide%7F']) {
      expect(await lookUp(k)).toEqual(none);
    }
    expect(await lookUp(`cgr-al-105${'-x'.repeat(100)}`)).toEqual(none);
    // Every stored key is lower-case and getUrlInfo keeps the case: no kind answers for a second spelling.
    for (const k of ['About-Us', 'CGR-AL-105', 'Bikes/Road', 'Gravel-Tyre-Pressure-Guide']) expect(await lookUp(k)).toEqual(none);
  });
});
