import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { loadGatewayEnv } from '../env';
import { depthLimit } from './depth-limit';
import { EVERY_INTROSPECTION_OPTION, INTROSPECTION_DEPTH_MARGIN, STANDARD_INTROSPECTION } from './introspection';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema/api.graphql'), 'utf8'));
const errors = (query: string, maxDepth: number) =>
  validate(schema, parse(query), [...specifiedRules, depthLimit(maxDepth)]).map((e) => e.message);
const tiles = '{ cmsPage(identifier: "home") { blocks { ... on CmsLinkTilesBlock { tiles { label } } } } }';

describe('depthLimit', () => {
  it('counts nested fields as graphql-depth-limit did, with its message', () => {
    // cmsPage > blocks > tiles > label: three levels below the root field.
    expect(errors(tiles, 3)).toEqual([]);
    expect(errors(tiles, 2)).toEqual(["'' exceeds maximum operation depth of 2"]);
    expect(errors(`query Named ${tiles}`, 2)).toEqual(["'Named' exceeds maximum operation depth of 2"]);
    // Through a fragment, the same depth; introspection fields are not counted.
    expect(
      errors(
        'query F { cmsPage(identifier: "home") { ...B } } fragment B on CmsPage { blocks { ... on CmsLinkTilesBlock { tiles { label } } } }',
        2,
      ),
    ).toHaveLength(1);
  });

  it('lets introspection go as deep as the standard introspection queries, with a margin, and no deeper', () => {
    const maxDepth = loadGatewayEnv({}).maxDepth;
    // graphql's query and the one GraphiQL and Apollo Sandbox send (every option on): 14 levels.
    expect(STANDARD_INTROSPECTION).toHaveLength(2);
    expect(errors(getIntrospectionQuery(), maxDepth)).toEqual([]);
    const everyOption = EVERY_INTROSPECTION_OPTION;
    expect(errors(getIntrospectionQuery(everyOption), maxDepth)).toEqual([]);
    expect(errors('{ __schema { types { fields { type { ofType { name } } } } } }', 1)).toEqual([]);
    /** A field's type's fields' types, then `levels` more `ofType`: graphql's own rule allows two nested `fields`. */
    const recursion = (levels: number, root = '__schema { types { LEVEL } }') =>
      `query R { ${root.replace('LEVEL', `fields { type { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`)} }`;
    const allowed = 14 + INTROSPECTION_DEPTH_MARGIN;
    expect(errors(recursion(allowed - 6), maxDepth)).toEqual([]);
    expect(errors(recursion(allowed - 5), maxDepth)).toEqual([`'R' exceeds maximum operation depth of ${allowed}`]);
    expect(errors(recursion(allowed - 4, '__type(name: "Query") { LEVEL }'), maxDepth)).toEqual([
      `'R' exceeds maximum operation depth of ${allowed}`,
    ]);
    // Spread from a fragment at the root, the same.
    const spread = `query R { ...I } fragment I on Query ${recursion(allowed - 5).slice('query R '.length)}`;
    expect(errors(spread, maxDepth)).toEqual([`'R' exceeds maximum operation depth of ${allowed}`]);
    // Fields of the API still count against the operation depth beside an introspection.
    expect(errors(`query B { __schema { types { name } } ${tiles.slice(1, -1)} }`, 2)).toEqual([
      "'B' exceeds maximum operation depth of 2",
    ]);
  });

  it('works out a fragment spread many times over once', () => {
    // 2^40 spreads of one fragment: graphql-depth-limit walked each (1.8 s at 24 levels, doubling).
    const lines = ['query Bomb { ...F0 }'];
    for (let i = 0; i < 40; i++) lines.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
    lines.push('fragment F40 on Query { cmsPage(identifier: "x") { blocks { __typename } } }');
    expect(errors(lines.join('\n'), 12)).toEqual([]);
    expect(errors(lines.join('\n'), 0)).toEqual(["'Bomb' exceeds maximum operation depth of 0"]);
  });

  it('leaves a fragment spread inside itself to graphql’s own rule instead of recursing forever', () => {
    expect(errors('query Loop { ...L } fragment L on Query { countriesConfig { code } ...L }', 12)).toEqual([
      'Cannot spread fragment "L" within itself.',
    ]);
  });
});
