import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeCacheState } from './create-apollo-client';
import { possibleTypes } from './type-policies';

describe('Apollo cache set-up', () => {
  it('lists every union member of the composed schema', () => {
    const sdl = readFileSync(path.join(__dirname, '../../../../schema/api.graphql'), 'utf8');
    for (const m of sdl.matchAll(/^union (\w+) = (.+)$/gm)) {
      expect([...(possibleTypes[m[1]!] ?? [])].sort()).toEqual(
        m[2]!
          .split('|')
          .map((s) => s.trim())
          .sort(),
      );
    }
  });
  it('merges root fields of a new page into the existing cache', () => {
    const merged = mergeCacheState(
      { ROOT_QUERY: { __typename: 'Query', a: 1 }, 'X:1': { id: 1 } } as never,
      { ROOT_QUERY: { __typename: 'Query', b: 2 }, 'X:2': { id: 2 } } as never,
    );
    expect(merged.ROOT_QUERY).toEqual({ __typename: 'Query', a: 1, b: 2 });
    expect(Object.keys(merged).sort()).toEqual(['ROOT_QUERY', 'X:1', 'X:2']);
  });
});
