import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { depthLimit } from './depth-limit';

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
    expect(errors('{ __schema { types { fields { type { ofType { name } } } } } }', 1)).toEqual([]);
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
