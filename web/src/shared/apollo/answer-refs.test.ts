import { referToAnswers, resolvePageProps } from './answer-refs';

const product = { __typename: 'ChildBike', sku: 'CGR-AL-105', name: 'CGR AL 105', options: [{ id: 1 }] };
const category = { __typename: 'CategoryList', items: [{ id: 5, name: 'Road' }] };
const categoryList = [category];
const results = {
  'CatalogueRouteGet:{"urlKey":"cgr-al-105"}': { getUrlInfo: { type: 'PRODUCT', entity_id: 7 } },
  'ProductBikeGet:{"urlKey":"cgr-al-105"}': { product },
  'CategoryListGet:{"urlPath":"bikes/road"}': { categoryList },
};

/** What a page's JSON does to its props on the way to the browser. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('page props that are parts of the answers', () => {
  it('sends a prop that is an answer field as a reference, and gets the same value back in the browser', () => {
    const props = { kind: 'child-bike', data: { product }, layout: null };
    const sent = referToAnswers(props, results);
    expect(sent).toEqual({
      kind: 'child-bike',
      data: { product: { $answer: ['ProductBikeGet:{"urlKey":"cgr-al-105"}', 'product'] } },
      layout: null,
    });
    const json = JSON.stringify({ ...sent, __QUERY_RESULTS__: results });
    expect(json.split('"CGR AL 105"')).toHaveLength(2); // the product's name once, in its answer

    const received = resolvePageProps(overTheWire({ ...sent, __QUERY_RESULTS__: results }));
    expect(received.data).toEqual({ product });
    // The view's product is the answer's object itself, as the hooks see it.
    expect(received.data.product).toBe(received.__QUERY_RESULTS__['ProductBikeGet:{"urlKey":"cgr-al-105"}'].product);
  });

  it('finds answer fields inside arrays and at the top level of the props', () => {
    const sent = referToAnswers({ page: categoryList, list: [1, product] }, results);
    expect(sent).toEqual({
      page: { $answer: ['CategoryListGet:{"urlPath":"bikes/road"}', 'categoryList'] },
      list: [1, { $answer: ['ProductBikeGet:{"urlKey":"cgr-al-105"}', 'product'] }],
    });
    // An item of an answer's field (a category page's `categoryList[0]`) is a part too.
    expect(referToAnswers({ category }, results)).toEqual({
      category: { $answer: ['CategoryListGet:{"urlPath":"bikes/road"}', 'categoryList', 0] },
    });
    const received = resolvePageProps(overTheWire({ ...referToAnswers({ category }, results), __QUERY_RESULTS__: results }));
    expect(received.category).toEqual(category);
  });

  it('leaves copies, scalars and deeper parts of an answer as they are, and the props object untouched', () => {
    const props = { copy: { ...category }, option: product.options[0], items: category.items, q: 'helmet', n: 3 };
    const sent = referToAnswers(props, results);
    expect(sent).toBe(props);
    const withRef = { data: { product } };
    referToAnswers(withRef, results);
    expect(withRef.data.product).toBe(product);
  });

  it('gives back the very same props when nothing refers to an answer (a re-render keeps them)', () => {
    const pageProps = { q: 'helmet', data: { list: [1, 2] }, __QUERY_RESULTS__: results };
    expect(resolvePageProps(pageProps)).toBe(pageProps);
    expect(resolvePageProps({ q: 'x' } as { q: string; __QUERY_RESULTS__?: undefined })).toEqual({ q: 'x' });
  });

  it('never reads the answers or translations themselves as page props', () => {
    const pageProps = overTheWire({
      __QUERY_RESULTS__: { 'X:': { a: { $answer: ['Y:', 'b'] } } },
      _nextI18Next: { initialI18nStore: { $answer: ['Y:', 'b'] } },
    });
    expect(resolvePageProps(pageProps)).toBe(pageProps);
  });

  it('says so plainly when a reference names an answer the page does not have', () => {
    const refTo = (...path: unknown[]) => ({ data: { part: { $answer: path } }, __QUERY_RESULTS__: results });
    expect(() => resolvePageProps(refTo('ProductBikeGet:{"urlKey":"gone"}', 'product'))).toThrow(
      'Page props refer to an answer the page does not have: ProductBikeGet:{"urlKey":"gone"} product',
    );
    const bike = 'ProductBikeGet:{"urlKey":"cgr-al-105"}';
    for (const path of [
      [bike, 'price'],
      [bike, 'product', 'sku'],
      [bike, 'product', 'options', 5],
      [bike, 'toString'],
      [bike, '__proto__'],
    ]) {
      expect(() => resolvePageProps(refTo(...path))).toThrow('Page props refer to an answer the page does not have');
    }
    // Not a reference at all (a wrong shape) is left as it is.
    const odd = { data: { part: { $answer: ['only-a-key'] } }, __QUERY_RESULTS__: results };
    expect(resolvePageProps(odd)).toBe(odd);
  });

  it('looks no deeper than a loader puts an answer, so big props cost little to send', () => {
    const deep = { a: { b: { c: { product } } } };
    expect(referToAnswers(deep, results)).toBe(deep);
  });
});
