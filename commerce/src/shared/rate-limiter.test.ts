import { keyOf, MAX_PLAIN_KEY_LENGTH, RateLimitedError, RateLimiter } from './rate-limiter';

/** The wait a refusal carries, one rule for every limit's message and Retry-After. */
describe('RateLimitedError: the wait', () => {
  const wait = (ms: number) => new RateLimitedError(ms).wait;

  it('counts whole seconds and whole minutes up, never less than one of each', () => {
    expect(wait(0)).toEqual({ minutes: 1, seconds: 1 });
    expect(wait(1)).toEqual({ minutes: 1, seconds: 1 });
    expect(wait(59_001)).toEqual({ minutes: 1, seconds: 60 });
    expect(wait(60_000)).toEqual({ minutes: 1, seconds: 60 });
    expect(wait(60_001)).toEqual({ minutes: 2, seconds: 61 });
    expect(wait(3_600_000)).toEqual({ minutes: 60, seconds: 3600 });
  });

  it('says the same minutes as its seconds do (Retry-After and the message never disagree)', () => {
    for (const ms of [1, 999, 1000, 59_999, 61_500, 119_999, 120_000, 899_000, 3_599_999]) {
      const error = new RateLimitedError(ms);
      expect(error.minutes).toBe(Math.ceil(error.seconds / 60));
      expect(error.minutes * 60).toBeGreaterThanOrEqual(error.seconds);
    }
  });
});

describe('the keys counts are kept under', () => {
  it('are bounded whatever a client sends: a long key is kept as its SHA-256', () => {
    const email = `${'x'.repeat(900_000)}@example.com`;
    expect(keyOf(`${email}|198.51.100.7`).length).toBeLessThanOrEqual(MAX_PLAIN_KEY_LENGTH);
    expect(keyOf(`${email}|198.51.100.7`)).not.toBe(keyOf(`${email}|198.51.100.8`));
    expect(keyOf(`${email}|198.51.100.7`)).toBe(keyOf(`${email}|198.51.100.7`));
  });

  it('stay readable when short', () => {
    expect(keyOf('jo@example.com|2001:db8:1:2::/64')).toBe('jo@example.com|2001:db8:1:2::/64');
  });

  it('count a long key as one key', async () => {
    const limiter = new RateLimiter({ tries: { points: 2, durationSeconds: 60 } }, { prefix: 'key-test' });
    const long = 'y'.repeat(10_000);
    await limiter.consume('tries', long);
    await limiter.consume('tries', long);
    await limiter.giveBack('tries', long);
    await expect(limiter.consume('tries', long)).resolves.toBeUndefined();
    await expect(limiter.consume('tries', long)).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.reset('tries', long);
    await expect(limiter.consume('tries', long)).resolves.toBeUndefined();
  });
});

describe('one event under several limits (consumeAll, giveBackAll)', () => {
  const limits = { perCustomer: { points: 3, durationSeconds: 60 }, perNetwork: { points: 5, durationSeconds: 60 } };

  it('lets no more attempts run at once than the smallest limit allows', async () => {
    const limiter = new RateLimiter(limits, { prefix: 'all-test-1' });
    const tries = [
      ['perCustomer', 'c1'],
      ['perNetwork', 'n1'],
    ] as const;
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.consumeAll(tries)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(outcomes.filter((o) => o.status === 'rejected').every((o) => o.reason instanceof RateLimitedError)).toBe(true);
    // The refused attempts gave back what they took under the network: another customer there has 2 left.
    await limiter.consumeAll([
      ['perCustomer', 'c2'],
      ['perNetwork', 'n1'],
    ]);
    await limiter.consumeAll([
      ['perCustomer', 'c3'],
      ['perNetwork', 'n1'],
    ]);
    await expect(
      limiter.consumeAll([
        ['perCustomer', 'c4'],
        ['perNetwork', 'n1'],
      ]),
    ).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('refused under a later limit, takes nothing from an earlier one', async () => {
    const limiter = new RateLimiter(limits, { prefix: 'all-test-2' });
    for (let i = 0; i < 5; i++) await limiter.consume('perNetwork', 'n2');
    for (let i = 0; i < 4; i++) {
      await expect(
        limiter.consumeAll([
          ['perCustomer', 'c5'],
          ['perNetwork', 'n2'],
        ]),
      ).rejects.toBeInstanceOf(RateLimitedError);
    }
    for (let i = 0; i < 3; i++) await limiter.consume('perCustomer', 'c5');
    await expect(limiter.consume('perCustomer', 'c5')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('gives back every event it is handed (work that turned out not to count)', async () => {
    const limiter = new RateLimiter(limits, { prefix: 'all-test-3' });
    const tries = [
      ['perCustomer', 'c6'],
      ['perNetwork', 'n3'],
    ] as const;
    for (let i = 0; i < 10; i++) {
      await limiter.consumeAll(tries);
      await limiter.giveBackAll(tries);
    }
    for (let i = 0; i < 3; i++) await limiter.consumeAll(tries);
    await expect(limiter.consumeAll(tries)).rejects.toBeInstanceOf(RateLimitedError);
  });
});
