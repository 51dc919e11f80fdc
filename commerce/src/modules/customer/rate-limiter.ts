import type { Redis } from 'ioredis';
import { addressLimitKey } from '@cadence/server-kit/client-address';
import { RateLimitedError, RateLimiter, type Limit, type LimitTry } from '../../shared/rate-limiter';
import { CustomerError } from './customer.errors';

export type { Limit };

export type RateLimitPolicy = {
  /**
   * Failed sign-ins to one account from anywhere: past `points` in the window, every address that
   * keeps failing on it waits a growing delay, the owner is alerted, and addresses that have never
   * signed in to it get only signInNewAddressPerAccount. Never a lock on the account.
   */
  signInPerAccount: Limit;
  /**
   * Failed sign-ins to one account from one address: past `points` that pair is refused. Counted for
   * the address's /64 and, unless it has signed in to the account before, for its /48 as well: /64s
   * rotated inside one /48 share one allowance.
   */
  signInPerAccountAddress?: Limit;
  /**
   * Past the account's threshold (signInPerAccount), sign-ins to it from an address that has never
   * signed in to it: `points` per window for its /48 (an IPv4 address alone), checked or refused
   * before any hash. The owner's known addresses do not count here.
   */
  signInNewAddressPerAccount?: Limit;
  signInPerAddress: Limit;
  registerPerAddress: Limit;
  /**
   * Password reset emails to one account from addresses the owner has not signed in from, every
   * address together: past `points` the request still answers as usual and no email goes out,
   * unless it is its address's first for the account in the window (resetNewAddressPerAccount).
   */
  resetPerAccount: Limit;
  /**
   * Past resetPerAccount, the first request of the window from each further address (its /48) still
   * sends one email, up to `points` such emails per account: the bound on flooding its inbox.
   */
  resetNewAddressPerAccount?: Limit;
  /**
   * Password reset requests for one account from one address: past `points` that pair is refused,
   * whether the account exists or not. Counted for the address's /64 and, unless the owner has
   * signed in from it, for its /48 as well. A stranger's requests use up their own pair, never the owner's.
   */
  resetPerAccountAddress?: Limit;
  /** Password reset requests from one address: past `points` that address is refused. */
  resetPerAddress: Limit;
  /**
   * Wrong current passwords of one signed-in customer (changing the password or the email): past
   * `points` their checks are refused until the window ends. Someone holding a stolen session cannot
   * guess the password behind it at hashing speed, nor keep the hashing threads busy.
   */
  passwordCheckPerCustomer?: Limit;
};

/** The shop's limits: failed sign-ins per account, wrong current passwords per customer, and attempts per client address. */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signInPerAccount: { points: 5, durationSeconds: 15 * 60 },
  signInPerAccountAddress: { points: 5, durationSeconds: 15 * 60 },
  signInNewAddressPerAccount: { points: 2, durationSeconds: 15 * 60 },
  signInPerAddress: { points: 50, durationSeconds: 15 * 60 },
  registerPerAddress: { points: 20, durationSeconds: 60 * 60 },
  resetPerAccount: { points: 20, durationSeconds: 60 * 60 },
  resetNewAddressPerAccount: { points: 30, durationSeconds: 60 * 60 },
  resetPerAccountAddress: { points: 3, durationSeconds: 60 * 60 },
  resetPerAddress: { points: 20, durationSeconds: 60 * 60 },
  passwordCheckPerCustomer: { points: 5, durationSeconds: 15 * 60 },
};

/**
 * How long an address (its /64) that signed in to an account stays known to it after its last
 * sign-in: the refresh token's lifetime, how long a customer stays signed in without signing in
 * again. Under the 24.8 days a memory count can last (the in-memory store expires keys by timer).
 */
export const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

export type LimitName = keyof RateLimitPolicy;

/** The longest an address that keeps failing on an account waits between attempts. */
export const MAX_SIGN_IN_DELAY_SECONDS = 60;

/** The growing delay after the account's `failures`-th failure, past `threshold`: 1, 2, 4 … 60 s. */
export function signInDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, 2 ** Math.min(failures - threshold, 10));
}

/** A sign-in attempt whose counts are taken: tell it how the password check went. */
export type SignInAttempt = {
  /** The password was right: the address's failures on the account are forgotten and it becomes known to the account. */
  succeeded(): Promise<void>;
  /**
   * The password was wrong (or there is no such account): counts the failure for the account, makes
   * the address wait the growing delay past the threshold, and answers the account's failures so far.
   */
  failed(): Promise<number>;
};

/** The count that remembers, beside the limits, which addresses have signed in to which account. */
type KnownAddress = 'signInKnownAddress';

/**
 * The customer module's authentication limits on the shop's rate limiter (shared/rate-limiter.ts):
 * the same operations, answering RATE_LIMITED in the shopper's language with the wait, and the
 * sign-in and reset policies built on them.
 *
 * No stranger gets more of an account by rotating addresses, and a stranger can hold up only what
 * they share with the owner: one in the owner's /48 (another subscriber of the same provider's
 * block) can use up that /48's allowance for the account for a window, so an owner at a /64 of it
 * that never signed in waits for the window (sign-in) or the hour (reset); the owner's known
 * addresses and any other network are not held up. That is the price of counting /48s at all:
 * - Every count of an account with an address is kept by the address's /64 (addressLimitKey) and,
 *   for addresses that have not signed in to the account, by its /48 too: an IPv6 subscriber can
 *   rotate /64s inside their /48 at no cost. A /48 may hold other subscribers of one provider, so
 *   the owner's way through never depends on it.
 * - The owner's way through is their known addresses: each /64 that signed in to the account (or
 *   registered it) is remembered for KNOWN_ADDRESS_SECONDS after its last sign-in, in the limits'
 *   own store (Redis shared by the replicas, else this process's memory, so an embedded shop forgets
 *   them on restart and the owner is a new address until their next sign-in). A known address counts
 *   only its own failures and requests: strangers, whatever their addresses, cannot use them up.
 * - Sign-in: an address that is not known has, per window, the pair's few failures for its /64 and
 *   for its /48; once the account is past its failure threshold (under attack), only
 *   signInNewAddressPerAccount tries for its /48. So a stranger's guesses grow with the /48s and IPv4
 *   addresses they hold (each also bounded across accounts by signInPerAddress), not with /64s, and
 *   an owner at a new address still has that budget of their own.
 * - Password reset: the pair's few requests per /64 and per /48 are refused past them (whether the
 *   account exists or not, so nothing is told). Emails to an account from unknown addresses stop,
 *   quietly, past resetPerAccount, but each further address's first request of the window still
 *   sends one, up to resetNewAddressPerAccount: strangers must hold that many /48s or IPv4 addresses
 *   every hour to silence an owner at a new address, and cannot silence a known one at all. The
 *   inbox gets at most resetPerAccount + resetNewAddressPerAccount emails an hour from strangers.
 */
export class AuthRateLimiter {
  private readonly limiter: RateLimiter<LimitName | KnownAddress>;

  constructor(policy: RateLimitPolicy = DEFAULT_RATE_LIMITS, redis?: Redis) {
    this.limiter = new RateLimiter<LimitName | KnownAddress>(
      {
        ...policy,
        signInPerAccountAddress: policy.signInPerAccountAddress ?? DEFAULT_RATE_LIMITS.signInPerAccountAddress!,
        signInNewAddressPerAccount: policy.signInNewAddressPerAccount ?? DEFAULT_RATE_LIMITS.signInNewAddressPerAccount!,
        resetNewAddressPerAccount: policy.resetNewAddressPerAccount ?? DEFAULT_RATE_LIMITS.resetNewAddressPerAccount!,
        resetPerAccountAddress: policy.resetPerAccountAddress ?? DEFAULT_RATE_LIMITS.resetPerAccountAddress!,
        passwordCheckPerCustomer: policy.passwordCheckPerCustomer ?? DEFAULT_RATE_LIMITS.passwordCheckPerCustomer!,
        // Not a limit (no multiplier of the policy applies): one event marks the address known.
        signInKnownAddress: { points: 1, durationSeconds: KNOWN_ADDRESS_SECONDS },
      },
      { prefix: 'cadence:auth', redis },
    );
  }

  consume = (name: LimitName, key: string) => customerError(this.limiter.consume(name, key));
  check = (name: LimitName, key: string) => customerError(this.limiter.check(name, key));
  count = (name: LimitName, key: string) => this.limiter.count(name, key);
  allows = (name: LimitName, key: string) => this.limiter.allows(name, key);
  points = (name: LimitName) => this.limiter.points(name);
  delay = (key: string, seconds: number) => this.limiter.delay(key, seconds);
  checkDelay = (key: string) => customerError(this.limiter.checkDelay(key));
  reset = (name: LimitName, key: string) => this.limiter.reset(name, key);

  /**
   * Takes a sign-in attempt's counts before its password is checked (parallel attempts cannot all
   * pass a check made before any of them failed): the pair's delay and its counts for the address's
   * /64 and, unless the address is known to the account, its /48, plus the stricter budget once the
   * account is past its threshold. Throws RATE_LIMITED past any of them, having taken none.
   */
  async startSignIn(email: string, clientIp: string): Promise<SignInAttempt> {
    const { pair, wider, address } = pairsOf(email, clientIp);
    await this.checkDelay(pair);
    const known = await this.knows(email, address);
    const tries: LimitTry<LimitName>[] = [['signInPerAccountAddress', pair]];
    if (!known) {
      if (wider) tries.push(['signInPerAccountAddress', wider]);
      if (await this.usedUp('signInPerAccount', email)) tries.push(['signInNewAddressPerAccount', wider ?? pair]);
    }
    await customerError(this.limiter.consumeAll(tries));
    return {
      succeeded: async () => {
        await this.reset('signInPerAccountAddress', pair);
        // Someone else's failures in the /48 stay counted; only this attempt is no guess.
        await this.limiter.giveBackAll(tries.slice(1));
        await this.rememberSignIn(email, clientIp);
      },
      failed: async () => {
        const failures = await this.count('signInPerAccount', email);
        await this.delay(pair, signInDelaySeconds(failures, this.points('signInPerAccount')));
        return failures;
      },
    };
  }

  /** Remembers that the client's address (its /64) signed in to the account, for KNOWN_ADDRESS_SECONDS from now. */
  async rememberSignIn(email: string, clientIp: string): Promise<void> {
    const key = `${email}|${addressLimitKey(clientIp)}`;
    // Forgotten and counted again, so the address stays known for the full time after its last sign-in.
    await this.limiter.reset('signInKnownAddress', key);
    await this.limiter.count('signInKnownAddress', key);
  }

  /**
   * Counts a password reset request and answers whether its email may go out (the reset policy in
   * the class comment). Throws RATE_LIMITED past the address's limit or the pair's, the same whether
   * the account exists or not; a false answer must be answered like a true one.
   */
  async allowsResetEmail(email: string, clientIp: string): Promise<boolean> {
    const { pair, wider, address } = pairsOf(email, clientIp);
    await this.consume('resetPerAddress', address);
    const fromPair = await this.counted('resetPerAccountAddress', pair);
    if (await this.knows(email, address)) return true;
    // The address's requests for the account in this window, by its /48 where it has one.
    const fromAddress = wider ? await this.counted('resetPerAccountAddress', wider) : fromPair;
    if (await this.allows('resetPerAccount', email)) return true;
    return fromAddress === 1 && (await this.allows('resetNewAddressPerAccount', email));
  }

  /** Counts one event and answers the key's events in the window; throws RATE_LIMITED past the limit, as consume does. */
  private async counted(name: LimitName, key: string): Promise<number> {
    const events = await this.count(name, key);
    if (events > this.points(name)) await this.check(name, key);
    return events;
  }

  /** Whether the address (its /64) has signed in to the account within KNOWN_ADDRESS_SECONDS. */
  private async knows(email: string, address: string): Promise<boolean> {
    return this.usedUp('signInKnownAddress', `${email}|${address}`);
  }

  /** Whether the key has no events left under the limit, counting none. */
  private async usedUp(name: LimitName | KnownAddress, key: string): Promise<boolean> {
    try {
      await this.limiter.check(name, key);
      return false;
    } catch (error) {
      if (error instanceof RateLimitedError) return true;
      throw error;
    }
  }
}

/**
 * The keys an account is counted under with the client's address: `pair` for its /64 (an IPv4
 * address), `wider` for its /48 (null for IPv4, whose pair is the whole address), `address` its /64.
 */
function pairsOf(email: string, clientIp: string): { pair: string; wider: string | null; address: string } {
  const address = addressLimitKey(clientIp);
  const network = addressLimitKey(clientIp, 48);
  return { pair: `${email}|${address}`, wider: network === address ? null : `${email}|${network}`, address };
}

async function customerError<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    throw new CustomerError('RATE_LIMITED', 'rateLimited', error.wait);
  }
}
