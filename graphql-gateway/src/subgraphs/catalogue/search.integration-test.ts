import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

type Item = { sku: string; name: string; url_key: string; currency: string; aggregated_price: number };
type SearchData = {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: Item[];
    aggregations: { attribute_code: string; options: { value: string; count: number }[] }[];
    suggestions: { search: string }[];
  };
};
type SuggestionsData = {
  searchSuggestions: {
    query: string;
    corrected: string | null;
    products: { name: string; url_key: string; aggregated_price: number; currency: string; media_gallery: { url: string }[] }[];
    categories: { name: string; url_path: string }[];
  };
};

const SEARCH = `query($search: String, $filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count page_info { current_page page_size total_pages }
    items { sku name url_key currency aggregated_price }
    aggregations { attribute_code options { value count } }
    suggestions { search } } }`;
const SUGGEST = `query($query: String!) { searchSuggestions(query: $query) { query corrected
  products { name url_key aggregated_price currency media_gallery { url } } categories { name url_path } } }`;

const search = (variables: Record<string, unknown>, store = 'en-GB') =>
  gateway.query<SearchData>(SEARCH, { variables, headers: { store } });

describe('products(search:)', () => {
  it('lists the matching products best first, with facets over the matches and paging', async () => {
    const { body } = await search({ search: 'helmet', pageSize: 4 });
    expect(body.errors).toBeUndefined();
    const p = body.data!.products;
    expect(p.items).toHaveLength(4);
    expect(p.items.every((i) => /helmet/i.test(i.name))).toBe(true);
    expect(p.page_info).toEqual({ current_page: 1, page_size: 4, total_pages: Math.ceil(p.total_count / 4) });
    expect(p.suggestions).toEqual([]);
    const brands = p.aggregations.find((a) => a.attribute_code === 'manufacturer')!;
    expect(brands.options.reduce((sum, o) => sum + o.count, 0)).toBe(p.total_count);
    const page2 = (await search({ search: 'helmet', pageSize: 4, currentPage: 2 })).body.data!.products;
    expect(page2.items.map((i) => i.sku)).not.toContain(p.items[0]!.sku);
  });

  it('applies filters and an explicit sort to the matches', async () => {
    const { body } = await search({
      search: 'helmet',
      filter: { attributes: [{ code: 'manufacturer', values: 'kask' }] },
      sort: { field: 'PRICE', direction: 'ASC' },
    });
    const items = body.data!.products.items;
    expect(items.map((i) => i.name).sort()).toEqual(['Kask Mojito3 Helmet', 'Kask Protone Icon Helmet']);
    expect(items[0]!.aggregated_price).toBeLessThanOrEqual(items[1]!.aggregated_price);
  });

  it('finds the product despite a typo and offers the corrected text', async () => {
    const exact = (await search({ search: 'kask helmet' })).body.data!.products;
    const typo = (await search({ search: 'kask helmt' })).body.data!.products;
    expect(typo.items.map((i) => i.sku)).toEqual(exact.items.map((i) => i.sku));
    expect(typo.suggestions).toEqual([{ search: 'kask helmet' }]);
  });

  it('searches the German storefront in German, priced in euros', async () => {
    const { body } = await search({ search: 'Helme' }, 'de-DE');
    const items = body.data!.products.items;
    expect(items.length).toBeGreaterThan(3);
    expect(items[0]!.name).toMatch(/\bHelm\b/);
    expect(items[0]!.currency).toBe('EUR');
    expect((await search({ search: 'Rennradhelm' }, 'en-GB')).body.data!.products.total_count).toBe(0);
  });

  it('answers empty or too long search text with a clear input error', async () => {
    for (const text of ['', '   ', '!?', 'x'.repeat(101)]) {
      const { body } = await search({ search: text });
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(/^search must (contain at least one word|be at most 100 characters)/);
      expect(JSON.stringify(body.errors)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it('costs a bounded number of SQL statements whatever the page size', async () => {
    const counter = gateway.commerce.database.statements;
    const cost = async (pageSize: number) => {
      counter.reset();
      const { body } = await gateway.query<SearchData>(
        `query($pageSize: Int) { products(search: "bike", pageSize: $pageSize) { total_count
          items { sku name aggregated_price stock_status category_level_1 media_gallery { url } options { sku price } }
          aggregations { attribute_code options { value count } } suggestions { search } } }`,
        { variables: { pageSize } },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.products.items).toHaveLength(pageSize);
      return counter.count;
    };
    const for12 = await cost(12);
    const for48 = await cost(48);
    expect(for12).toBeLessThanOrEqual(10);
    expect(for48).toBe(for12);
  });
});

describe('searchSuggestions', () => {
  it('suggests products (name, URL key, price, image) and categories for a partly typed word', async () => {
    const { body } = await gateway.query<SuggestionsData>(SUGGEST, { variables: { query: '  kask  helm' } });
    expect(body.errors).toBeUndefined();
    const s = body.data!.searchSuggestions;
    expect(s.query).toBe('kask helm');
    expect(s.products.map((p) => p.name).sort()).toEqual(['Kask Mojito3 Helmet', 'Kask Protone Icon Helmet']);
    expect(s.products[0]).toMatchObject({ currency: 'GBP', url_key: expect.stringMatching(/^kask-/) });
    expect(s.products[0]!.aggregated_price).toBeGreaterThan(0);
    expect(s.products[0]!.media_gallery[0]!.url).toMatch(/^\/media\/product\//);
    const categories = (await gateway.query<SuggestionsData>(SUGGEST, { variables: { query: 'helm' } })).body.data!
      .searchSuggestions.categories;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => /helmet/i.test(c.name))).toBe(true);
  });

  it('tolerates a typo and suggests in the storefront language', async () => {
    const typo = (await gateway.query<SuggestionsData>(SUGGEST, { variables: { query: 'shimnao' } })).body.data!
      .searchSuggestions;
    expect(typo.corrected).toBe('shimano');
    expect(typo.products.length).toBeGreaterThan(0);
    expect(typo.products.every((p) => /shimano/i.test(p.name))).toBe(true);
    const de = (
      await gateway.query<SuggestionsData>(SUGGEST, { variables: { query: 'rennradhel' }, headers: { store: 'de-DE' } })
    ).body.data!.searchSuggestions;
    expect(de.products.length).toBeGreaterThan(0);
    expect(de.products[0]!.currency).toBe('EUR');
    expect(de.products.every((p) => /Helm/.test(p.name))).toBe(true);
  });

  it('is cheap enough for every keystroke: a bounded number of statements', async () => {
    const counter = gateway.commerce.database.statements;
    counter.reset();
    const { body } = await gateway.query<SuggestionsData>(SUGGEST, { variables: { query: 'gravel bi' } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.searchSuggestions.products).toHaveLength(5);
    expect(counter.count).toBeLessThanOrEqual(6);
  });

  it('rejects an empty query with an input error', async () => {
    const { body } = await gateway.query<SuggestionsData>(SUGGEST, { variables: { query: ' ' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
