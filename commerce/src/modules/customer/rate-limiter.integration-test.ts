import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { CustomerError } from './customer.errors';
import { AuthRateLimiter, DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './rate-limiter';

const policy: RateLimitPolicy = { ...DEFAULT_RATE_LIMITS, signInPerAccount: { points: 2, durationSeconds: 1 } };

async function expectLimited(work: Promise<unknown>): Promise<void> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CustomerError);
  expect((error as CustomerError).code).toBe('RATE_LIMITED');
}

describe('authentication rate limits in memory', () => {
  it('trip after the allowed attempts and lift after the window', async () => {
    const limiter = new AuthRateLimiter(policy);
    const key = `rider-${randomBytes(4).toString('hex')}@example.com`;
    await limiter.consume('signInPerAccount', key);
    await limiter.consume('signInPerAccount', key);
    await expectLimited(limiter.check('signInPerAccount', key));
    await expectLimited(limiter.consume('signInPerAccount', key));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limiter.check('signInPerAccount', key)).resolves.toBeUndefined();
  });
});

describe('a quiet limit (allows)', () => {
  it('counts each event and answers false past the limit, never refusing', async () => {
    const limiter = new AuthRateLimiter({ ...policy, resetPerAccount: { points: 2, durationSeconds: 1 } });
    const key = `rider-${randomBytes(4).toString('hex')}@example.com`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.allows('resetPerAccount', key));
    expect(answers).toEqual([true, true, false, false]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.allows('resetPerAccount', key)).toBe(true);
  });
});

// Redis is exercised where one is configured (CI's PostgreSQL tier sets REDIS_URL).
const describeRedis = process.env.REDIS_URL ? describe : describe.skip;

describeRedis('authentication rate limits in Redis', () => {
  let redis: Redis;
  let other: Redis;
  // The limiter counts in memory until its client is ready (rejectIfRedisNotReady, the insurance
  // limiter): each replica's client must be connected before the test, or the counts stay apart.
  const ready = (client: Redis) =>
    client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve()));
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL as string);
    other = new Redis(process.env.REDIS_URL as string);
    await Promise.all([ready(redis), ready(other)]);
  });
  afterAll(async () => {
    await redis?.quit();
    await other?.quit();
  });

  it('are shared by every replica and lift after the window', async () => {
    const replicaA = new AuthRateLimiter(policy, redis);
    const replicaB = new AuthRateLimiter(policy, other);
    const key = `rider-${randomBytes(4).toString('hex')}@example.com`;
    await replicaA.consume('signInPerAccount', key);
    await replicaB.consume('signInPerAccount', key);
    await expectLimited(replicaA.check('signInPerAccount', key));
    await expectLimited(replicaB.consume('signInPerAccount', key));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(replicaB.check('signInPerAccount', key)).resolves.toBeUndefined();
    await replicaA.reset('signInPerAccount', key);
  });

  it('share the account-and-address counts and the sign-in delays between replicas', async () => {
    const replicaA = new AuthRateLimiter(policy, redis);
    const replicaB = new AuthRateLimiter(policy, other);
    const pair = `rider-${randomBytes(4).toString('hex')}@example.com|198.51.100.9`;
    expect(await replicaA.count('signInPerAccountAddress', pair)).toBe(1);
    expect(await replicaB.count('signInPerAccountAddress', pair)).toBe(2);
    await replicaA.delay(pair, 2);
    await expectLimited(replicaB.checkDelay(pair));
    await replicaB.reset('signInPerAccountAddress', pair);
  });

  it("share the addresses known to an account, and a /48's allowance, between replicas", async () => {
    const replicaA = new AuthRateLimiter(DEFAULT_RATE_LIMITS, redis);
    const replicaB = new AuthRateLimiter(DEFAULT_RATE_LIMITS, other);
    const email = `rider-${randomBytes(4).toString('hex')}@example.com`;
    const site = `3fff:${randomBytes(1).toString('hex')}:${randomBytes(2).toString('hex')}`;
    await (await replicaA.startSignIn(email, `${site}:0::1`)).succeeded();
    const limit = DEFAULT_RATE_LIMITS.signInPerAccountAddress!.points;
    for (let k = 1; k <= limit; k++) await (await (k % 2 ? replicaA : replicaB).startSignIn(email, `${site}:${k}::1`)).failed();
    // The /48's allowance is used up on either replica; the owner's known /64 in it is let through on both.
    await expectLimited(replicaB.startSignIn(email, `${site}:ff::1`));
    await expect(replicaB.startSignIn(email, `${site}:0::2`)).resolves.toBeTruthy();
  });
});
