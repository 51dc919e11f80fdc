import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@cadence/commerce/shared/paths';
import {
  buildSchema,
  isEnumType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { SUBGRAPH_NAMES } from '../env';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway';
import { composeSupergraph } from './compose';
import { CachedLocalDataSource } from './local-data-source';

/** Every operation and fragment the storefront sends (web/src/features/<domain>/graphql/*.graphql). */
const storefrontDefinitions = (() => {
  const features = path.join(repoRoot(), 'web', 'src', 'features');
  const definitions: DefinitionNode[] = [];
  for (const domain of readdirSync(features)) {
    const dir = path.join(features, domain, 'graphql');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.graphql'));
    } catch {
      continue;
    }
    for (const file of files) definitions.push(...parse(readFileSync(path.join(dir, file), 'utf8')).definitions);
  }
  return definitions;
})();

/** The storefront's operation `name` with the fragments it uses, as the web app sends it. */
function storefrontOperation(name: string): string {
  const fragments = new Map(
    storefrontDefinitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = storefrontDefinitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`no storefront operation ${name}`);
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [operation];
  while (pending.length) {
    visit(pending.pop()!, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [operation, ...used.values()].map((d) => print(d)).join('\n');
}

let fast: TestGateway;
let plain: TestGateway;
let bikesId: number;

beforeAll(async () => {
  fast = await startTestGateway();
  // The same backend and data, the gateway's own plan execution for every query, with graphql-js
  // executing every subgraph operation (not graphql-jit's compiled functions).
  plain = await startTestGateway({ singleFetch: false, jit: false }, fast.commerce);
  const { body } = await plain.query<{ categoryList: { id: number }[] }>(storefrontOperation('CategoryListGet'), {
    variables: { urlPath: 'bikes' },
  });
  bikesId = body.data!.categoryList[0]!.id;
});
afterAll(async () => {
  await plain?.close();
  await fast?.close();
});

afterEach(() => jest.restoreAllMocks());

type Case = { name: string; variables?: Record<string, unknown>; headers?: Record<string, string> };

/**
 * Sends a case to both gateways: three times to the fast one (its plan is recorded on the first;
 * the second runs on graphql-js, the third as graphql-jit's compiled function, both equal) and
 * once to the plain one (the plan, on graphql-js).
 */
async function bothWays({ name, variables, headers }: Case) {
  const query = storefrontOperation(name);
  const planned = await fast.query(query, { variables, headers });
  const process = jest.spyOn(CachedLocalDataSource.prototype, 'process');
  const second = await fast.query(query, { variables, headers });
  const repeated = await fast.query(query, { variables, headers });
  const fetches = process.mock.calls.length;
  process.mockRestore();
  expect(repeated).toEqual(second);
  const reference = await plain.query(query, { variables, headers });
  return { planned, repeated, reference, fetches };
}

describe('single-fetch queries: the same answer as the gateway, without its plan execution', () => {
  const direct: Case[] = [
    { name: 'CategoryListGet', variables: { urlPath: 'bikes/road' } },
    { name: 'CategoryListGet', variables: { urlPath: 'bikes/road' }, headers: { store: 'de-DE' } },
    { name: 'CategoryListGet', variables: { urlPath: 'no/such/category' } },
    { name: 'MainMenuEntriesGet', variables: { level: 1 } },
    { name: 'FooterMenuEntriesGet' },
    { name: 'CountriesConfigGet', headers: { store: 'de-DE' } },
    { name: 'SearchSuggestionsGet', variables: { query: 'helmt' } },
    { name: 'BlogPostListGet', variables: { currentPage: 1 } },
  ];

  it.each(direct)('$name $variables $headers: answered on the subgraph, equal to the planned answer', async (c) => {
    const { planned, repeated, reference, fetches } = await bothWays(c);
    expect(fetches).toBe(0);
    expect(repeated).toEqual(reference);
    expect(planned).toEqual(reference);
  });

  it('a category listing with facets, prices in the shopper currency and a page past the end', async () => {
    const listing = (extra: Record<string, unknown>, headers?: Record<string, string>): Case => ({
      name: 'ProductListingGet',
      variables: { filter: { category_id: bikesId }, sort: { field: 'POSITION', direction: 'ASC' }, pageSize: 24, ...extra },
      headers,
    });
    for (const c of [
      listing({ currentPage: 1 }),
      listing({ currentPage: 1 }, { cookie: 'location=US' }),
      listing({ currentPage: 99 }),
      { name: 'ProductListingGet', variables: { search: 'helmet', pageSize: 12 } },
    ]) {
      const { repeated, reference, fetches } = await bothWays(c);
      expect(fetches).toBe(0);
      expect(repeated).toEqual(reference);
      expect((repeated.body.data as { products: { items: unknown[] } }).products.items).toBeDefined();
    }
  });

  it("a resolver's refusal is the same error, code and message, as through the plan", async () => {
    const { repeated, reference, fetches } = await bothWays({
      name: 'ProductListingGet',
      variables: { filter: { category_id: bikesId }, pageSize: 0 },
    });
    expect(fetches).toBe(0);
    expect(reference.body.errors?.[0]?.message).toContain('pageSize must be between 1 and 200.');
    expect(repeated).toEqual(reference);
  });

  it('variables the public schema refuses are answered by the gateway, with its errors', async () => {
    const { repeated, reference, fetches } = await bothWays({ name: 'MainMenuEntriesGet', variables: { level: 'one' } });
    expect(fetches).toBe(0);
    expect(repeated.status).toBe(reference.status);
    expect(repeated.body).toEqual(reference.body);
    expect(reference.body.errors?.[0]?.message).toMatch(/level/);
  });

  it('a field and a variable of another subgraph under a literal @include(if: false) keep the plan (one fetch, invalid on that subgraph)', async () => {
    const query =
      'query P($l: Int, $f: CategoryFilterInput) { mainMenuEntries(level: $l) { title } categoryList(filters: $f) @include(if: false) { id } }';
    await fast.query(query, { variables: { l: 1 } });
    const process = jest.spyOn(CachedLocalDataSource.prototype, 'process');
    const repeated = await fast.query(query, { variables: { l: 2 } });
    expect(process).toHaveBeenCalledTimes(1);
    expect(repeated.status).toBe(200);
    expect(repeated).toEqual(await plain.query(query, { variables: { l: 2 } }));
    expect((repeated.body.data as { mainMenuEntries: unknown[] }).mainMenuEntries.length).toBeGreaterThan(0);
  });

  it('an empty operation name is answered by the gateway, as before', async () => {
    const query = 'query { footerMenuEntries { id } }';
    const send = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, operationName: '' }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: { extensions?: { code?: string } }[] } }));
    await fast.query(query);
    const process = jest.spyOn(CachedLocalDataSource.prototype, 'process');
    const [repeated, reference] = [await send(fast.url), await send(plain.url)];
    expect(process).toHaveBeenCalled();
    expect(repeated.status).toBe(reference.status);
    expect(repeated.body.errors?.map((e) => e.extensions?.code)).toEqual(reference.body.errors?.map((e) => e.extensions?.code));
  });

  it('a query the planner splits over subgraphs still goes through the plan, every time', async () => {
    const { repeated, reference, fetches } = await bothWays({ name: 'CatalogueRouteGet', variables: { urlKey: 'about-us' } });
    expect(fetches).toBeGreaterThan(1);
    expect(repeated).toEqual(reference);
  });

  it('introspection is answered from the public schema, never the subgraph’s', async () => {
    const query =
      '{ mainMenuEntries(level: 1) { id } entity: __type(name: "_Entity") { name } q: __type(name: "Query") { fields { name } } }';
    await fast.query(query);
    const process = jest.spyOn(CachedLocalDataSource.prototype, 'process');
    const { body } = await fast.query<{ entity: unknown; q: { fields: { name: string }[] } }>(query);
    expect(process).toHaveBeenCalledTimes(1);
    expect(body.data!.entity).toBeNull();
    expect(body.data!.q.fields.map((f) => f.name)).not.toContain('_entities');
    expect(body.data!.q.fields.map((f) => f.name)).toContain('products');
    expect(body).toEqual((await plain.query(query)).body);
  });

  it('the federation fields of a subgraph stay out of reach', async () => {
    for (const query of ['{ _service { sdl } }', '{ _entities(representations: []) { __typename } }']) {
      for (let i = 0; i < 2; i++) {
        const { body } = await fast.query(query);
        expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    }
  });

  it('a document with several operations runs the one named', async () => {
    const query = `${storefrontOperation('FooterMenuEntriesGet')}\n${print(parse('query Top { mainMenuEntries(level: 1) { id title } }'))}`;
    const send = (operationName: string) =>
      fetch(fast.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, operationName }),
      }).then((r) => r.json() as Promise<{ data: Record<string, unknown> }>);
    for (let i = 0; i < 2; i++) {
      expect(Object.keys((await send('Top')).data)).toEqual(['mainMenuEntries']);
      expect(Object.keys((await send('FooterMenuEntriesGet')).data)).toEqual(['footerMenuEntries']);
    }
  });
});

describe('the subgraph schemas agree with the public schema where a single-fetch query reads them', () => {
  let api: GraphQLSchema;
  let subgraphs: Record<string, GraphQLSchema>;

  beforeAll(async () => {
    const composition = await composeSupergraph();
    api = buildSchema(composition.apiSdl);
    subgraphs = composition.schemas;
  });

  it('every output field a subgraph shares with the public schema has the same type and arguments', () => {
    const differences: string[] = [];
    for (const name of SUBGRAPH_NAMES) {
      const subgraph = subgraphs[name]!;
      for (const type of Object.values(subgraph.getTypeMap())) {
        if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
        const publicType = api.getType(type.name);
        if (!publicType || !(isObjectType(publicType) || isInterfaceType(publicType))) continue;
        const publicFields = publicType.getFields();
        for (const field of Object.values(type.getFields())) {
          const publicField = publicFields[field.name];
          if (!publicField) continue;
          const args = (f: typeof field) => f.args.map((a) => `${a.name}:${String(a.type)}`).join(',');
          if (String(field.type) !== String(publicField.type) || args(field) !== args(publicField))
            differences.push(
              `${name}: ${type.name}.${field.name}: ${String(field.type)}(${args(field)}) vs ${String(publicField.type)}(${args(publicField)})`,
            );
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('every enum a subgraph shares with the public schema has the same values', () => {
    const differences: string[] = [];
    for (const name of SUBGRAPH_NAMES) {
      for (const type of Object.values(subgraphs[name]!.getTypeMap())) {
        if (type.name.startsWith('__') || !isEnumType(type)) continue;
        const publicType = api.getType(type.name);
        if (!publicType || !isEnumType(publicType)) continue;
        const values = (t: typeof type) =>
          t
            .getValues()
            .map((v) => v.name)
            .sort()
            .join(',');
        if (values(type) !== values(publicType)) differences.push(`${name}: ${type.name}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
