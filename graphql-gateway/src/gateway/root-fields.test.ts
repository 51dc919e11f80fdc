import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { depthLimit } from './depth-limit';
import { MAX_ROOT_FIELDS, rootFieldLimit } from './root-fields';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema/api.graphql'), 'utf8'));
const check = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, depthLimit(12), rootFieldLimit]).map((e) => e.message);
const aliases = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

describe('rootFieldLimit', () => {
  it('lets the storefront’s largest operations through', () => {
    expect(check(`{ ${aliases(MAX_ROOT_FIELDS.query, 'countriesConfig { code }')} }`)).toEqual([]);
    expect(check(`mutation { ${aliases(MAX_ROOT_FIELDS.mutation, 'createEmptyCart')} }`)).toEqual([]);
  });

  it('refuses aliases of a mutation past the limit, with the limit in the message', () => {
    expect(check(`mutation { ${aliases(300, 'createEmptyCart')} }`)).toEqual([
      `Too many fields at the root of this mutation: at most ${MAX_ROOT_FIELDS.mutation}. Send the rest in another request.`,
    ]);
    expect(check(`{ ${aliases(MAX_ROOT_FIELDS.query + 1, '__typename')} }`)).toHaveLength(1);
  });

  it('counts fields spread at the root through fragments, and stops counting past the limit', () => {
    expect(
      check('mutation { ...M ...M } fragment M on Mutation { a: createEmptyCart b: createEmptyCart c: createEmptyCart }'),
    ).toHaveLength(1);
    // Fragments each spreading the next twice, 40 deep: 2^40 root fields described in 42 lines.
    const lines = ['query Bomb { ...F0 }'];
    for (let i = 0; i < 40; i++) lines.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
    lines.push('fragment F40 on Query { __typename }');
    expect(check(lines.join('\n'))).toEqual([
      `Too many fields at the root of this query: at most ${MAX_ROOT_FIELDS.query}. Send the rest in another request.`,
    ]);
  });

  it('counts fragments that end in nothing countable once each: an unknown fragment, or one spread inside itself', () => {
    // A review's probe: with `...Missing` (or `...F0`) at the end, no field was ever counted, so the
    // count never passed the limit and walked all 2^n spreads (half a second at 20 levels).
    for (const leaf of ['...Missing', '...F0']) {
      const lines = ['query Q { ...F0 }'];
      for (let i = 0; i < 40; i++) lines.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
      lines.push(`fragment F40 on Query { ${leaf} }`);
      const messages = check(lines.join('\n'));
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.every((m) => !m.startsWith('Too many fields'))).toBe(true);
    }
  });
});
