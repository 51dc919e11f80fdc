import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimitedError, RateLimiter } from './rate-limiter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many of `attempts` consumes the limiter lets through for `key`. */
async function passed(limiter: RateLimiter<'orders'>, key: string, attempts: number): Promise<number> {
  let count = 0;
  for (let i = 0; i < attempts; i++) {
    try {
      await limiter.consume('orders', key);
      count += 1;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
    }
  }
  return count;
}

/**
 * A give-back takes back an event of the current window only. The library's own `reward` on a
 * counter whose window has ended starts a new one below zero, a whole window long: an event taken
 * just before a window's end and given back just after it was one more for the next window (a
 * refused finance order gives its place back at once, and Retry-After says when the window ends).
 */
function givesBackWithinTheWindowOnly(make: () => RateLimiter<'orders'>) {
  it('gives back an event of the current window, never one of a window that has ended', async () => {
    const limiter = make();
    const key = `give-back-${randomBytes(6).toString('hex')}`;
    expect(await passed(limiter, key, 2)).toBe(2);
    await limiter.giveBack('orders', key);
    expect(await passed(limiter, key, 1)).toBe(1);

    await sleep(1_200); // the one-second window ends
    await limiter.giveBack('orders', key);
    await limiter.giveBack('orders', key);
    expect(await passed(limiter, key, 3)).toBe(2);
  });

  it('never counts below zero', async () => {
    const limiter = make();
    const key = `give-back-${randomBytes(6).toString('hex')}`;
    await limiter.consume('orders', key);
    for (let i = 0; i < 3; i++) await limiter.giveBack('orders', key);
    expect(await passed(limiter, key, 5)).toBe(2);
    await limiter.giveBack('orders', `never-counted-${randomBytes(6).toString('hex')}`);
  });
}

/**
 * One attempt under two limits at once (a customer's and a client network's): attempts sent at once
 * pass no more often than the smaller allows, and what a refused one took is given back, so the
 * network keeps what the refused attempts did not use.
 */
function takesTriesUnderSeveralLimits(make: () => RateLimiter<'perCustomer' | 'perNetwork'>) {
  it('lets no more attempts run at once than the smaller limit, and gives back what refused ones took', async () => {
    const limiter = make();
    const id = randomBytes(6).toString('hex');
    const tries = [
      ['perCustomer', `c-${id}`],
      ['perNetwork', `n-${id}`],
    ] as const;
    const outcomes = await Promise.allSettled(Array.from({ length: 15 }, () => limiter.consumeAll(tries)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(outcomes.every((o) => o.status === 'fulfilled' || o.reason instanceof RateLimitedError)).toBe(true);
    for (let i = 0; i < 2; i++) await limiter.consumeAll([['perCustomer', `other-${i}-${id}`], tries[1]]);
    await expect(limiter.consumeAll([['perCustomer', `last-${id}`], tries[1]])).rejects.toBeInstanceOf(RateLimitedError);
  });
}

const TRIES = { perCustomer: { points: 3, durationSeconds: 60 }, perNetwork: { points: 5, durationSeconds: 60 } };

describe('rate limiter, one attempt under several limits, in memory', () => {
  takesTriesUnderSeveralLimits(() => new RateLimiter(TRIES, { prefix: 'tries-test' }));
});

const LIMITS = { orders: { points: 2, durationSeconds: 1 } };

describe('rate limiter give-back, in memory', () => {
  givesBackWithinTheWindowOnly(() => new RateLimiter(LIMITS, { prefix: 'give-back-test' }));
});

// Redis is exercised where one is configured (CI's PostgreSQL tier sets REDIS_URL).
const describeRedis = process.env.REDIS_URL ? describe : describe.skip;

describeRedis('rate limiter give-back, in Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL as string);
    await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
  });
  afterAll(async () => {
    await redis.quit();
  });
  givesBackWithinTheWindowOnly(() => new RateLimiter(LIMITS, { prefix: 'give-back-test', redis }));
  takesTriesUnderSeveralLimits(() => new RateLimiter(TRIES, { prefix: 'tries-test', redis }));
});
