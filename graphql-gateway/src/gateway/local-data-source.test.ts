import { buildSchema, execute, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { compileQuery } from 'graphql-jit';
import { CachedLocalDataSource } from './local-data-source';

jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  // Each compiled function is a mock too: a test sees whether a request ran it.
  const compileQuery = (...args: Parameters<typeof actual.compileQuery>) => {
    const made = actual.compileQuery(...args);
    if ('query' in made) made.query = jest.fn(made.query);
    return made;
  };
  return { ...actual, compileQuery: jest.fn(compileQuery) };
});
const compile = jest.mocked(compileQuery);
beforeEach(() => compile.mockClear());

/**
 * An in-process subgraph runs an operation on graphql-js the first time and compiled by graphql-jit
 * from the second (local-data-source.ts): checked here to answer exactly as graphql-js does, data
 * and errors alike, for what our subgraphs' operations use, and to compile only what repeats.
 */
const sdl = `
  scalar JSON
  enum Stock { IN_STOCK OUT_OF_STOCK }
  interface Node { id: Int! }
  type Product implements Node { id: Int! name: String! price(currency: String = "GBP"): Float stock: Stock!
    images: [Image!]! broken: String mandatory: String! attributes: JSON echo(text: String): String }
  type Image { url: String! position: Int! }
  type Page implements Node { id: Int! title: String! }
  union Result = Product | Page
  input Filter { ids: [Int!] minPrice: Float = 0 }
  input Build { frame: String choices: [String!]! = [] }
  type Query {
    products(filter: Filter, pageSize: Int = 2): [Product!]!
    node(id: Int!): Node
    search(text: String!): [Result!]!
    outage: String
    build(input: Build!, times: Int! = 1): [String!]!
    raw(value: JSON): JSON
    slow: String
  }
`;

const products = [
  { id: 1, name: 'CGR AL', prices: { GBP: 1099, EUR: 1299 }, stock: 'IN_STOCK', images: [{ url: '/a.svg', position: 1 }] },
  { id: 2, name: 'CGR SL', prices: { GBP: 2199, EUR: 2599 }, stock: 'OUT_OF_STOCK', images: [] },
  { id: 3, name: 'CGR Ti', prices: { GBP: 2799 }, stock: 'IN_STOCK', images: [{ url: '/c.svg', position: 2 }] },
];
type ProductRow = (typeof products)[number];

function makeSchema(): GraphQLSchema {
  const schema = buildSchema(sdl);
  const fields = (type: string) =>
    (schema.getType(type) as unknown as { getFields(): Record<string, { resolve?: unknown }> }).getFields();
  const query = fields('Query');
  query.products!.resolve = (_: unknown, args: { filter?: { ids?: number[]; minPrice: number }; pageSize: number }) =>
    Promise.resolve(
      products
        .filter((p) => !args.filter?.ids || args.filter.ids.includes(p.id))
        .filter((p) => p.prices.GBP >= (args.filter?.minPrice ?? 0))
        .slice(0, args.pageSize),
    );
  query.node!.resolve = (_: unknown, { id }: { id: number }) =>
    id < 100 ? products.find((p) => p.id === id) : { id, title: 'About us', kind: 'page' };
  query.search!.resolve = () => [products[0], { id: 100, title: 'About us', kind: 'page' }];
  query.outage!.resolve = () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  };
  query.build!.resolve = (_: unknown, { input, times }: { input: { frame?: string; choices: string[] }; times: number }) =>
    Array.from({ length: times }, () => [input.frame ?? 'default', ...input.choices]).flat();
  query.raw!.resolve = (_: unknown, { value }: { value: unknown }) => value;
  query.slow!.resolve = () => new Promise((resolve) => setTimeout(() => resolve('done'), 5));
  const product = fields('Product');
  product.price!.resolve = (p: ProductRow, { currency }: { currency: string }) =>
    (p.prices as Record<string, number>)[currency] ?? null;
  product.broken!.resolve = () => {
    throw new GraphQLError('Not for sale here.', { extensions: { code: 'BAD_USER_INPUT' } });
  };
  product.mandatory!.resolve = (p: ProductRow) => (p.id === 2 ? null : 'yes');
  product.echo!.resolve = (_: ProductRow, { text }: { text: string }) => text;
  product.attributes!.resolve = (p: ProductRow) => ({ colour: ['red'], id: p.id });
  const resolveType = (value: { kind?: string }) => (value.kind === 'page' ? 'Page' : 'Product');
  (schema.getType('Node') as unknown as { resolveType: unknown }).resolveType = resolveType;
  (schema.getType('Result') as unknown as { resolveType: unknown }).resolveType = resolveType;
  return schema;
}

const cases: {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** False where graphql-jit would read the variables differently (the request runs on graphql-js). */
  runsCompiled?: boolean;
  /** False where graphql-jit would answer differently or unsafely (compilableByJit: never compiled). */
  compiles?: boolean;
}[] = [
  {
    name: 'lists, arguments with defaults, aliases, enums, nested lists',
    query: `{ products { id name gbp: price eur: price(currency: "EUR") stock images { url position } } }`,
  },
  {
    name: 'variables, input defaults and a custom scalar',
    query: `query L($f: Filter, $n: Int) { products(filter: $f, pageSize: $n) { id price attributes } }`,
    variables: { f: { ids: [1, 3] }, n: 5 },
  },
  {
    name: 'fragments, __typename, interfaces and unions',
    query: `query S { search(text: "cgr") { __typename ...on Product { id name } ...on Page { title } }
      one: node(id: 1) { __typename id ...P } page: node(id: 100) { id ...on Page { title } } }
      fragment P on Product { name stock }`,
  },
  {
    name: '@include and @skip, by variable and literal (not compiled)',
    query: `query D($withImages: Boolean!) { products(pageSize: 3) { id images @include(if: $withImages) { url }
      name @skip(if: true) stock @include(if: false) } }`,
    variables: { withImages: false },
    compiles: false,
  },
  {
    name: 'a resolver’s error beside data, and null bubbling from a non-null field',
    query: `{ products(pageSize: 3) { id broken } node(id: 2) { id ...on Product { mandatory } } }`,
  },
  {
    name: 'a non-null list item that fails nulls its parent',
    query: `{ products(pageSize: 3) { id mandatory } }`,
  },
  { name: 'an asynchronous resolver', query: `{ slow }` },
  {
    // graphql-jit writes a compiled function's source from the document: hostile literals stay data.
    name: 'string literals and defaults that would break out of generated code',
    query: String.raw`query H($c: String = "\"); throw new Error('x'); //") { products(pageSize: 1) {
      a: echo(text: "\"); process.exit(1); //") b: echo(text: "${'$'}{process.exit(1)}\u2028\u2029\n\u0060\\")
      c: echo(text: $c) } }`,
  },
  {
    name: 'a left-out non-null input field with a default (graphql-js applies it)',
    query: `query B($b: Build!) { build(input: $b) }`,
    variables: { b: { frame: 'cgr-ti' } },
    runsCompiled: false,
  },
  {
    name: 'a left-out non-null variable with a default (graphql-js applies it)',
    query: `query T($t: Int! = 2) { build(input: { choices: ["crank"] }, times: $t) }`,
    runsCompiled: false,
  },
  {
    // graphql-jit 0.8 turns a literal starting with its date marker into code: never compiled.
    name: 'a literal holding graphql-jit’s own marker (not compiled)',
    query: `{ products(pageSize: 1) { m: echo(text: "__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74dglobalThis.JIT_RAN=1") } }`,
    compiles: false,
  },
  {
    // A custom scalar's literal makes a string of an enum value: the marker there too.
    name: 'graphql-jit’s marker as an enum value in a custom scalar’s literal (not compiled)',
    query: `{ raw(value: { id: __MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74dJIT_PROBE }) }`,
    compiles: false,
  },
  {
    name: 'a left-out variable in a literal field with a default (not compiled)',
    query: `query V($c: [String!]) { build(input: { frame: "cgr", choices: $c }) }`,
    compiles: false,
  },
  {
    name: '@include on one of two spreads of a fragment (not compiled)',
    query: `query I($w: Boolean!) { a: node(id: 1) { ...F @include(if: $w) } b: node(id: 1) { ...F } }
      fragment F on Product { name }`,
    variables: { w: false },
    compiles: false,
  },
  {
    name: 'a variable in a literal field without a default (compiled)',
    query: `query V($f: String) { build(input: { frame: $f }) }`,
    variables: { f: 'cgr-ti' },
  },
  {
    name: 'the same input with that field given',
    query: `query B($b: Build!) { build(input: $b) }`,
    variables: { b: { frame: 'cgr-ti', choices: ['crank', 'bar'] } },
  },
  {
    name: 'the named operation of several',
    query: `query A { slow } query B { products(pageSize: 1) { id } }`,
    operationName: 'B',
  },
];

const schema = makeSchema();

/**
 * An answer as its JSON reads, its errors in path order: the spec leaves the order of errors open,
 * and graphql-jit lists a synchronous field's error before an asynchronous one's.
 */
function comparable(answer: unknown): { data?: unknown; errors?: { path?: unknown[] }[] } {
  const json = JSON.parse(JSON.stringify(answer)) as { data?: unknown; errors?: { path?: unknown[] }[] };
  json.errors?.sort((a, b) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path)));
  return json;
}

describe('in-process subgraph: graphql-jit answers as graphql-js', () => {
  it.each(cases)('$name', async ({ query, variables, operationName, runsCompiled = true, compiles = true }) => {
    const source = new CachedLocalDataSource(schema, 'test', { jit: true });
    const document = parse(query);
    const expected = await execute({ schema, document, variableValues: variables, operationName, contextValue: {} });
    const first = await source.execute(document, variables, operationName, {});
    expect(compile).not.toHaveBeenCalled();
    const second = await source.execute(document, variables, operationName, {});
    const third = await source.execute(document, variables, operationName, {});
    expect(compile).toHaveBeenCalledTimes(compiles ? 1 : 0);
    if (compiles) {
      const compiled = compile.mock.results[0]!.value as { query: jest.Mock };
      expect(compiled.query).toHaveBeenCalledTimes(runsCompiled ? 2 : 0);
    }
    expect((globalThis as { JIT_RAN?: unknown }).JIT_RAN).toBeUndefined();
    for (const answer of [first, second, third]) expect(comparable(answer)).toEqual(comparable(expected));
    // Errors keep what the masking and the outage rule read: the thrown error and its path.
    for (const error of second.errors ?? []) expect(error).toBeInstanceOf(GraphQLError);
  });

  it('answers a database outage as SERVICE_UNAVAILABLE, compiled or not', async () => {
    const source = new CachedLocalDataSource(schema, 'test', { jit: true });
    const document = parse('{ outage }');
    for (let run = 0; run < 3; run++) {
      const { data, errors } = await source.execute(document, {}, undefined, { store: 'en-GB' });
      expect(data).toEqual({ outage: null });
      expect(errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['SERVICE_UNAVAILABLE', ['outage']]]);
    }
  });

  it('keeps the most recent documents only, compiling one again once it is back', async () => {
    const source = new CachedLocalDataSource(schema, 'test', { jit: true, maxCompiledDocuments: 1 });
    const [first, second] = [parse('{ products { id } }'), parse('{ products { name } }')];
    for (const document of [first, second, first])
      for (let run = 0; run < 3; run++) await source.execute(document, {}, undefined, {});
    expect(compile).toHaveBeenCalledTimes(3);
  });

  it('compiles nothing with GATEWAY_JIT=false', async () => {
    const source = new CachedLocalDataSource(schema, 'test', { jit: false });
    const document = parse('{ products { id } }');
    for (let run = 0; run < 3; run++) await source.execute(document, {}, undefined, {});
    expect(compile).not.toHaveBeenCalled();
  });
});
