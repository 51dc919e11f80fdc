import { randomBytes } from 'node:crypto';
import { CustomerError } from './customer.errors';
import { AuthRateLimiter, DEFAULT_RATE_LIMITS, KNOWN_ADDRESS_SECONDS, type RateLimitPolicy } from './rate-limiter';

/** The authentication policies on the limiter's in-memory store (the Redis store: rate-limiter.integration-test.ts). */
const policy: RateLimitPolicy = {
  ...DEFAULT_RATE_LIMITS,
  resetPerAccount: { points: 2, durationSeconds: 60 },
  resetNewAddressPerAccount: { points: 2, durationSeconds: 60 },
};
const newEmail = () => `rider-${randomBytes(4).toString('hex')}@example.com`;

/** 'OK' (or the answer) or the error code. */
async function outcome<T>(work: Promise<T>): Promise<T | string> {
  try {
    return (await work) ?? 'OK';
  } catch (error) {
    if (error instanceof CustomerError) return error.code;
    throw error;
  }
}

/** A sign-in attempt that fails its password check, or the refusal. */
async function failing(limiter: AuthRateLimiter, email: string, clientIp: string): Promise<string> {
  return outcome(
    limiter.startSignIn(email, clientIp).then(async (attempt) => {
      await attempt.failed();
      return 'OK';
    }),
  );
}

describe('the limits fit their stores', () => {
  it('keeps every window under the longest timer the in-memory store can set (24.8 days)', () => {
    const longest = Math.max(KNOWN_ADDRESS_SECONDS, ...Object.values(DEFAULT_RATE_LIMITS).map((limit) => limit.durationSeconds));
    expect(longest * 1000).toBeLessThan(2 ** 31 - 1);
  });
});

describe('sign-in attempts on one account', () => {
  it('gives /64s rotated inside one /48 one allowance between them', async () => {
    const limiter = new AuthRateLimiter(policy);
    const email = newEmail();
    const limit = DEFAULT_RATE_LIMITS.signInPerAccountAddress!.points;
    const codes: string[] = [];
    for (let k = 1; k <= limit + 3; k++) codes.push(await failing(limiter, email, `2001:db8:1:${k}::1`));
    expect(codes).toEqual([...Array<string>(limit).fill('OK'), 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    // Another /48 is another network.
    expect(await failing(limiter, email, '2001:db8:2:1::1')).toBe('OK');
  });

  it('lets an address known to the account through whatever its /48 has used, counting only its own failures', async () => {
    const limiter = new AuthRateLimiter(policy);
    const email = newEmail();
    await limiter.rememberSignIn(email, '2001:db8:1:0::5');
    for (let k = 1; k <= 8; k++) await failing(limiter, email, `2001:db8:1:${k}::1`);
    // Another device in the owner's /64 is the owner's network too.
    const attempt = await limiter.startSignIn(email, '2001:db8:1:0::9');
    await expect(attempt.succeeded()).resolves.toBeUndefined();
    const limit = DEFAULT_RATE_LIMITS.signInPerAccountAddress!.points;
    const own: string[] = [];
    for (let i = 0; i <= limit; i++) own.push(await failing(limiter, email, '2001:db8:1:0::5'));
    // Its own failures are the pair's (the growing delay comes first past the account's threshold).
    expect(own[0]).toBe('OK');
    expect(own.at(-1)).toBe('RATE_LIMITED');
  });

  it('gives a new address two tries once the account is past its threshold, and an IPv4 address is a network of its own', async () => {
    const limiter = new AuthRateLimiter(policy);
    const email = newEmail();
    const threshold = DEFAULT_RATE_LIMITS.signInPerAccount.points;
    for (let i = 1; i <= threshold; i++) expect(await failing(limiter, email, `198.51.100.${i}`)).toBe('OK');
    const stricter = DEFAULT_RATE_LIMITS.signInNewAddressPerAccount!.points;
    // Each try a new attempt whose delay has not started: only the budget refuses.
    const tries = async (clientIp: string) => {
      const codes: string[] = [];
      for (let i = 0; i <= stricter; i++) codes.push(await outcome(limiter.startSignIn(email, clientIp).then(() => 'OK')));
      return codes;
    };
    expect(await tries('203.0.113.9')).toEqual([...Array<string>(stricter).fill('OK'), 'RATE_LIMITED']);
    expect(await tries('2001:db8:9:1::1')).toEqual([...Array<string>(stricter).fill('OK'), 'RATE_LIMITED']);
  });

  it('does not count a successful sign-in against its /48', async () => {
    const limiter = new AuthRateLimiter(policy);
    const email = newEmail();
    const limit = DEFAULT_RATE_LIMITS.signInPerAccountAddress!.points;
    for (let k = 1; k < limit; k++) await failing(limiter, email, `2001:db8:1:${k}::1`);
    await (await limiter.startSignIn(email, '2001:db8:1:ff::1')).succeeded();
    // One more failure fits the /48's allowance, the next does not.
    expect(await failing(limiter, email, '2001:db8:1:100::1')).toBe('OK');
    expect(await failing(limiter, email, '2001:db8:1:101::1')).toBe('RATE_LIMITED');
  });
});

describe('password reset emails to one account', () => {
  it('refuses an address past its pair, by /64 and by /48, whatever the answer would have been', async () => {
    const limiter = new AuthRateLimiter(policy);
    const email = newEmail();
    const pair = DEFAULT_RATE_LIMITS.resetPerAccountAddress!.points;
    const codes: (boolean | string)[] = [];
    for (let k = 1; k <= pair + 1; k++) codes.push(await outcome(limiter.allowsResetEmail(email, `2001:db8:1:${k}::1`)));
    expect(codes.slice(pair)).toEqual(['RATE_LIMITED']);
    const ipv4: (boolean | string)[] = [];
    for (let i = 0; i <= pair; i++) ipv4.push(await outcome(limiter.allowsResetEmail(email, '203.0.113.7')));
    expect(ipv4.slice(pair)).toEqual(['RATE_LIMITED']);
  });

  it('allows the account its emails, then one for each address asking first, up to a ceiling; a known address always', async () => {
    const limiter = new AuthRateLimiter(policy);
    const email = newEmail();
    const ask = (clientIp: string) => limiter.allowsResetEmail(email, clientIp);
    // resetPerAccount: 2 emails, from anyone.
    expect([await ask('2001:db8:1:1::1'), await ask('2001:db8:1:2::1')]).toEqual([true, true]);
    // The third of that /48 is past the account's allowance and not its first: no email.
    expect(await ask('2001:db8:1:3::1')).toBe(false);
    // New networks: their first requests, up to resetNewAddressPerAccount (2), then none.
    expect([await ask('2001:db8:2:1::1'), await ask('2001:db8:2:1::1')]).toEqual([true, false]);
    expect([await ask('198.51.100.1'), await ask('198.51.100.2')]).toEqual([true, false]);
    // The owner's address is known: theirs goes out, up to their pair's few.
    await limiter.rememberSignIn(email, '2001:db8:7:7::1');
    expect([await ask('2001:db8:7:7::1'), await ask('2001:db8:7:7::2')]).toEqual([true, true]);
  });
});
