import { ttlBatchMemo, ttlMemo } from './ttl-cache';

describe('ttlMemo', () => {
  it('memoises within the TTL and reloads after it', async () => {
    let now = 1000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    let calls = 0;
    const load = jest.fn(async (k: string): Promise<string> => `${k}:${++calls}`);
    const memo = ttlMemo(load, 100);
    expect(await memo('a')).toBe('a:1');
    expect(await memo('a')).toBe('a:1');
    now += 101;
    expect(await memo('a')).toBe('a:2');
    jest.restoreAllMocks();
  });
  it('does not cache failures', async () => {
    let fail = true;
    const memo = ttlMemo(async () => {
      if (fail) throw new Error('down');
      return 'up';
    }, 10_000);
    await expect(memo('k')).rejects.toThrow('down');
    await new Promise((r) => setImmediate(r));
    fail = false;
    expect(await memo('k')).toBe('up');
  });
  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const load = jest.fn(async (k: string) => k);
    const memo = ttlMemo(load, 10_000, { maxEntries: 2 });
    await memo('a');
    await memo('b');
    await memo('c');
    await memo('b');
    await memo('a');
    expect(load.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('runs a lazy thenable (a query builder) once, not once per await', async () => {
    let runs = 0;
    // Like a drizzle query: nothing runs until awaited, and it runs again on every await.
    const query = (): Promise<number> => ({ then: (ok: (v: number) => unknown) => ok(++runs) }) as unknown as Promise<number>;
    const memo = ttlMemo(query, 10_000);
    expect(await memo('k')).toBe(1);
    expect(await memo('k')).toBe(1);
    expect(await memo('k')).toBe(1);
    expect(runs).toBe(1);
  });

  it('passes straight through with a TTL of 0', async () => {
    const load = jest.fn(async () => 1);
    const memo = ttlMemo(load, 0);
    await memo('x');
    await memo('x');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('ttlBatchMemo', () => {
  it('loads only the keys it does not hold, in one batch', async () => {
    const loadMany = jest.fn(async (keys: number[]) => keys.map((k) => k * 10));
    const memo = ttlBatchMemo(loadMany, 10_000);
    expect(await memo([1, 2])).toEqual([10, 20]);
    expect(await memo([2, 3, 1])).toEqual([20, 30, 10]);
    expect(loadMany.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });
  it('reloads after the TTL and passes through with a TTL of 0', async () => {
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const loadMany = jest.fn(async (keys: number[]) => keys);
    const memo = ttlBatchMemo(loadMany, 100);
    await memo([1]);
    now = 150;
    await memo([1]);
    expect(loadMany).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
    const direct = jest.fn(async (keys: number[]) => keys);
    const off = ttlBatchMemo(direct, 0);
    await off([1]);
    await off([1]);
    expect(direct).toHaveBeenCalledTimes(2);
  });
});
