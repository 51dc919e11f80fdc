import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getIntrospectionQuery,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { loadGatewayEnv } from '../env';
import { EVERY_INTROSPECTION_OPTION, introspectionListSizes } from './introspection';
import { coerceVariables, introspectionAllowance, LIST_SIZES, MAX_COST_WALK, operationCost } from './query-cost';

const root = path.resolve(__dirname, '../../..');
const schema = buildSchema(readFileSync(path.join(root, 'schema/api.graphql'), 'utf8'));
const maxCost = loadGatewayEnv({}).maxCost;
const cost = (query: string, variables?: Record<string, unknown>) => operationCost(schema, parse(query), undefined, variables);

/**
 * A review's probe: fragments that each spread the next twice, `levels` deep, ending in `leaf`. The
 * text grows by a line a level; what it describes doubles.
 */
function fragmentBomb(levels: number, leaf: string, on = 'Query'): string {
  const lines = [`query Bomb { ...F0 }`];
  for (let i = 0; i < levels; i++) lines.push(`fragment F${i} on ${on} { ...F${i + 1} ...F${i + 1} }`);
  lines.push(`fragment F${levels} on ${on} { ${leaf} }`);
  return lines.join('\n');
}

/** The outside probe's query: related products nested 8 levels deep inside a listing. */
function nestedRelated(levels: number, rootField = 'products(pageSize: 200) { items { sku LEVEL } }'): string {
  let inner = 'sku';
  for (let i = 0; i < levels; i++) inner = `sku related_products { ${inner} }`;
  return `query Nested { ${rootField.replace('LEVEL', `related_products { ${inner} }`)} }`;
}

describe('operationCost', () => {
  it('declares a size for every list field of the API, so no list escapes the limit', () => {
    const undeclared: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        if (isListType(getNullableType(field.type)) && !(`${type.name}.${field.name}` in LIST_SIZES)) {
          undeclared.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('multiplies a field by the sizes of the lists it sits in', () => {
    expect(cost('{ products(pageSize: 10) { items { sku } } }')).toBe(1 + 10);
    expect(cost('{ products(pageSize: 10) { items { sku related_products { sku } } } }')).toBe(1 + 10 * (1 + 12));
    expect(cost('query($n: Int) { products(pageSize: $n) { items { sku } } }', { n: 3 })).toBe(1 + 3);
    // The default page size counts when none is given; out-of-range sizes count at their bound.
    expect(cost('{ products { items { sku } } }')).toBe(1 + 24);
    expect(cost('{ products(pageSize: 100000) { items { sku } } }')).toBe(1 + 200);
    expect(cost('{ productsBySkus(skus: ["A", "B"]) { sku } }')).toBe(2);
    // Scalars are free; aliases and fragments count where they are spread.
    expect(
      cost(
        '{ a: products(pageSize: 5) { total_count } b: products(pageSize: 5) { ...P } } fragment P on Products { items { sku } }',
      ),
    ).toBe(1 + 1 + 5);
  });

  it('counts the worst case when the variables do not coerce', () => {
    expect(cost('query($n: Int) { products(pageSize: $n) { items { sku } } }', { n: 'many' })).toBe(1 + 200);
  });

  it("puts the outside probe's nested related products query far over the limit", () => {
    expect(cost(nestedRelated(8))).toBeGreaterThan(maxCost * 1000);
    expect(cost(nestedRelated(8, 'product(urlKey: "cgr-al-105") { sku LEVEL }'))).toBeGreaterThan(maxCost);
    expect(cost(nestedRelated(3))).toBeGreaterThan(maxCost);
  });

  it('keeps every storefront operation under the limit, with the worst-case page sizes', () => {
    const webSrc = path.join(root, 'web/src');
    const definitions: DefinitionNode[] = [];
    for (const file of readdirSync(webSrc, { recursive: true }) as string[]) {
      if (!file.endsWith('.graphql') || file.startsWith('graphql/')) continue;
      definitions.push(...parse(readFileSync(path.join(webSrc, file), 'utf8')).definitions);
    }
    const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(30);
    const costs = Object.fromEntries(
      operations.map((operation) => {
        const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
        // Every variable null: every page counts at its largest size.
        const variables = Object.fromEntries((operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, null]));
        return [operation.name!.value, operationCost(schema, document, operation.name!.value, variables)];
      }),
    );
    console.log(
      Object.entries(costs)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8),
    );
    const over = Object.entries(costs).filter(([, c]) => c > maxCost);
    expect(over).toEqual([]);
  });

  it('works out a fragment spread many times over once, and stops a walk that would not end', () => {
    // 2^40 spreads of the leaf: counted in a few dozen steps, far over the limit.
    expect(cost(fragmentBomb(40, 'countriesConfig { code }'))).toBeGreaterThan(maxCost);
    // The same cost as written out: four spreads of a fragment are four times its cost.
    expect(cost(fragmentBomb(2, 'countriesConfig { code }'))).toBe(4 * 60);
    // Nested under a list, spreads under one parent share the parent's page size.
    const nested = `{ products(pageSize: 5) { ...P0 } } ${fragmentBomb(30, 'items { sku }', 'Products')
      .split('\n')
      .slice(1)
      .join(' ')
      .replace(/F(\d+)/g, 'P$1')}`;
    expect(cost(nested)).toBeGreaterThan(maxCost);
    // With a limit, the walk stops once past it: "at least" that much.
    const limited = operationCost(schema, parse(fragmentBomb(40, 'countriesConfig { code }')), undefined, {}, maxCost);
    expect(limited).toBeGreaterThan(maxCost);
    expect(limited).toBeLessThan(maxCost * 10);
  });

  it('counts a walk past MAX_COST_WALK selections as too expensive, whatever its fields weigh', () => {
    // Scalars and weight-0 objects cost nothing, but visiting them is work: fields under distinct
    // parents cannot share a fragment's figure, so the walk itself is what is bounded.
    const fields = Array.from({ length: MAX_COST_WALK + 1 }, (_, i) => `a${i}: sku`).join(' ');
    expect(cost(`{ product(urlKey: "x") { ${fields} } }`)).toBe(Infinity);
    expect(cost(`{ product(urlKey: "x") { sku name } }`)).toBe(1);
  });

  it('charges every root field at least one, and the sitemap as the whole-table read it is: one per operation', () => {
    const carts = Array.from({ length: 300 }, (_, i) => `c${i}: createEmptyCart`).join(' ');
    expect(cost(`mutation { ${carts} }`)).toBe(300);
    expect(cost('{ sitemapEntries(store: "en-GB") { url_path } }')).toBeLessThanOrEqual(maxCost);
    expect(
      cost('{ a: sitemapEntries(store: "en-GB") { url_path } b: sitemapEntries(store: "de-DE") { url_path } }'),
    ).toBeGreaterThan(maxCost);
    expect(
      cost('{ sitemapEntries { url_path } ...S } fragment S on Query { again: sitemapEntries { url_path } }'),
    ).toBeGreaterThan(maxCost);
  });
});

describe('introspection', () => {
  const everyOption = EVERY_INTROSPECTION_OPTION;
  /** `count` aliases of `types`, each with its fields, arguments and types. */
  const types = (count: number, alias = 't') =>
    Array.from(
      { length: count },
      (_, i) => `${alias}${i}: types { name fields { name args { name } type { name ofType { name } } } }`,
    ).join(' ');
  /** A review's probe (32 KB): 400 aliases of `types` took 3.6 s and answered 25.6 MB. */
  const aliasedTypes = `query I { __schema { ${types(400)} } }`;

  it('sizes every list of the introspection types from the schema', () => {
    const sizes = introspectionListSizes(schema);
    const lists: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!type.name.startsWith('__') || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields()))
        if (isListType(getNullableType(field.type))) lists.push(`${type.name}.${field.name}`);
    }
    expect(lists.filter((list) => !(list in sizes))).toEqual([]);
    expect(sizes['__Schema.types']).toBe(Object.keys(schema.getTypeMap()).length);
    const queryFields = Object.keys(schema.getQueryType()!.getFields()).length;
    expect(sizes['__Type.fields']).toBeGreaterThanOrEqual(queryFields);
  });

  it('lets the standard introspection queries through, whatever they would answer', () => {
    for (const query of [getIntrospectionQuery(), getIntrospectionQuery(everyOption)]) {
      expect(cost(query)).toBe(0);
      expect(operationCost(schema, parse(query), undefined, {}, maxCost)).toBe(0);
    }
    // Beside the API's own fields, which count as ever.
    expect(cost(`{ __schema { types { name } } products(pageSize: 10) { items { sku } } }`)).toBe(1 + 10);
    expect(cost('{ __typename }')).toBe(0);
  });

  it('counts introspection in full once it is more than the standard queries ask', () => {
    const allowance = introspectionAllowance(schema);
    expect(allowance).toBeGreaterThan(maxCost);
    expect(cost(aliasedTypes)).toBeGreaterThan(allowance);
    expect(operationCost(schema, parse(aliasedTypes), 'I', {}, maxCost)).toBeGreaterThan(maxCost);
    // Spread from a fragment, the same.
    expect(cost(`{ ...I } fragment I on Query ${aliasedTypes.slice('query I '.length)}`)).toBe(cost(aliasedTypes));
    // The allowance is the operation's, however its introspection is split over root fields and fragments.
    const fits = Math.floor((allowance - 1) / ((cost(aliasedTypes) - 1) / 400));
    expect(cost(`{ __schema { ${types(fits)} } }`)).toBe(0);
    expect(cost(`{ a: __schema { ${types(fits)} } b: __schema { ${types(fits)} } }`)).toBeGreaterThan(maxCost);
    const split = `{ ...I ...J } fragment I on Query { __schema { ${types(fits)} } } fragment J on Query { __schema { ${types(fits, 'u')} } }`;
    expect(cost(split)).toBeGreaterThan(maxCost);
    // Twice the standard query is more than the margin allows.
    const twice = getIntrospectionQuery().replace(/query IntrospectionQuery \{/, '{ again: __schema { types { ...FullType } }');
    expect(cost(twice)).toBeGreaterThan(maxCost);
    // Types' fields' types' fields: each level multiplies (graphql's own rule stops a third `fields`).
    expect(cost('{ __schema { types { fields { type { fields { type { name } } } } } } }')).toBeGreaterThan(maxCost);
  });
});

describe('variables that do not coerce', () => {
  const query = 'query T($p: [Float!]!) { financeTeasers(prices: $p) { price { value } } }';
  const operation = parse(query).definitions[0] as OperationDefinitionNode;

  it('stop at the first bad item: no error built per item before any other check has run (a review’s 20,000 took 7 s)', () => {
    const result = coerceVariables(schema, operation, { p: Array<string>(20_000).fill('') });
    expect(result.variables).toBeNull();
    // The first bad item, then graphql's "error limit reached": not one error per item.
    expect(result.errors).toHaveLength(2);
    expect(String(result.errors[1])).toMatch(/error limit reached/);
  });

  it('are counted at the worst case, as before', () => {
    expect(cost(query, { p: Array<string>(20_000).fill('') })).toBe(cost(query));
    expect(coerceVariables(schema, operation, { p: [1, 2] }).variables).toEqual({ p: [1, 2] });
  });
});
