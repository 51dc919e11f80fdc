import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { EVERY_INTROSPECTION_OPTION, introspectionAliasRule } from './introspection';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema/api.graphql'), 'utf8'));
const errors = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, introspectionAliasRule]).map((error) => error.message);
const refusal = (field: string) => `Introspection fields cannot be aliased: ask for '${field}' once, by its own name.`;

describe('introspectionAliasRule', () => {
  it('lets the explorer’s introspection queries through', () => {
    expect(errors(getIntrospectionQuery())).toEqual([]);
    expect(errors(getIntrospectionQuery({ ...EVERY_INTROSPECTION_OPTION, oneOf: false }))).toEqual([]);
  });

  it('refuses an aliased introspection list, however it repeats the answer', () => {
    // A review's probe: 600 aliases of the largest type's fields answered 8.8 MB in 3.6 s, at cost 0.
    const fields = Array.from({ length: 600 }, (_, i) => `f${i}: fields { name args { name } type { name } }`).join(' ');
    expect(errors(`{ __type(name: "Query") { ${fields} } }`)).toContain(refusal('fields'));
    expect(errors('{ __schema { a: types { name } b: types { name } } }')).toContain(refusal('types'));
    expect(errors('{ a: __schema { queryType { name } } b: __schema { queryType { name } } }')).toContain(refusal('__schema'));
    expect(errors('{ a: __type(name: "Query") { f: fields { name } } }')).toContain(refusal('fields'));
    expect(errors('{ __schema { types { fields { t: type { name } } } } }')).toContain(refusal('type'));
  });

  it('leaves the API’s own fields and __typename free to be aliased', () => {
    expect(errors('{ a: __typename b: __typename __schema { types { kind: __typename } } }')).toEqual([]);
    expect(errors('{ first: customerCart { id } second: customerCart { id } }')).toEqual([]);
    // One type each, as many as the root-field limit lets through.
    expect(errors('{ a: __type(name: "Query") { name fields { name } } b: __type(name: "Cart") { name } }')).toEqual([]);
  });
});
