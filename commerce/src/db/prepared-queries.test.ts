import { PreparedQueries } from './prepared-queries';

describe('PreparedQueries', () => {
  it('builds a shape once and answers it again from memory', () => {
    const queries = new PreparedQueries<{ shape: string }>(4);
    let built = 0;
    const build = (shape: string) => () => ({ shape: `${shape}#${++built}` });
    expect(queries.get('a', build('a'))).toEqual({ shape: 'a#1' });
    expect(queries.get('b', build('b'))).toEqual({ shape: 'b#2' });
    expect(queries.get('a', build('a'))).toEqual({ shape: 'a#1' });
    expect(built).toBe(2);
  });

  it('keeps at most `max` shapes, dropping the least recently used', () => {
    const queries = new PreparedQueries<string>(2);
    queries.get('a', () => 'a1');
    queries.get('b', () => 'b1');
    queries.get('a', () => 'a2'); // a is now the most recent
    queries.get('c', () => 'c1'); // b goes
    expect(queries.size).toBe(2);
    expect(queries.get('a', () => 'a3')).toBe('a1');
    expect(queries.get('b', () => 'b2')).toBe('b2');
  });
});
