import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeListingPage, possibleTypes } from './type-policies';

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
  it('adds "load more" pages at their offset and starts again with a new first page', () => {
    const merge = (existing: unknown, incoming: unknown, args: Record<string, number>) =>
      (
        mergeListingPage as (
          e: unknown,
          i: unknown,
          o: { args: Record<string, number> },
        ) => { items: unknown[]; total_count?: number }
      )(existing, incoming, { args });
    const first = merge(undefined, { items: range(0, 24), total_count: 50 }, { pageSize: 24, currentPage: 1 });
    const more = merge(first, { items: range(24, 36), total_count: 50 }, { pageSize: 12, currentPage: 3 });
    expect(more.items).toEqual(range(0, 36));
    expect(more.total_count).toBe(50);
    const again = merge(more, { items: range(0, 24), total_count: 49 }, { pageSize: 24, currentPage: 1 });
    expect(again.items).toEqual(range(0, 24));
    expect(again.total_count).toBe(49);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
