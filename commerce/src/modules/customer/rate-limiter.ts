import type { Redis } from 'ioredis';
import { RateLimitedError, RateLimiter, type Limit } from '../../shared/rate-limiter';
import { CustomerError } from './customer.errors';

export type { Limit };

export type RateLimitPolicy = {
  /**
   * Failed sign-ins to one account from anywhere: past `points` in the window, every address that
   * keeps failing on it waits a growing delay, and the owner is alerted. Never a lock on the account.
   */
  signInPerAccount: Limit;
  /** Failed sign-ins to one account from one address: past `points` that pair is refused. */
  signInPerAccountAddress?: Limit;
  signInPerAddress: Limit;
  registerPerAddress: Limit;
  /**
   * Password reset emails to one account, from every address together: past `points` the request
   * still answers as usual but no further email goes out (a bound on flooding the inbox, high
   * enough that one address cannot reach it: see resetPerAccountAddress).
   */
  resetPerAccount: Limit;
  /**
   * Password reset requests for one account from one address: past `points` that pair is refused.
   * A stranger's requests use up their own pair, never the owner's.
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
  signInPerAddress: { points: 50, durationSeconds: 15 * 60 },
  registerPerAddress: { points: 20, durationSeconds: 60 * 60 },
  resetPerAccount: { points: 20, durationSeconds: 60 * 60 },
  resetPerAccountAddress: { points: 3, durationSeconds: 60 * 60 },
  resetPerAddress: { points: 20, durationSeconds: 60 * 60 },
  passwordCheckPerCustomer: { points: 5, durationSeconds: 15 * 60 },
};

export type LimitName = keyof RateLimitPolicy;

/** The longest an address that keeps failing on an account waits between attempts. */
export const MAX_SIGN_IN_DELAY_SECONDS = 60;

/** The growing delay after the account's `failures`-th failure, past `threshold`: 1, 2, 4 … 60 s. */
export function signInDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, 2 ** Math.min(failures - threshold, 10));
}

/**
 * The customer module's authentication limits on the shop's rate limiter (shared/rate-limiter.ts):
 * the same operations, answering RATE_LIMITED in the shopper's language with the wait.
 */
export class AuthRateLimiter {
  private readonly limiter: RateLimiter<LimitName>;

  constructor(policy: RateLimitPolicy = DEFAULT_RATE_LIMITS, redis?: Redis) {
    this.limiter = new RateLimiter<LimitName>(
      {
        ...policy,
        signInPerAccountAddress: policy.signInPerAccountAddress ?? DEFAULT_RATE_LIMITS.signInPerAccountAddress!,
        resetPerAccountAddress: policy.resetPerAccountAddress ?? DEFAULT_RATE_LIMITS.resetPerAccountAddress!,
        passwordCheckPerCustomer: policy.passwordCheckPerCustomer ?? DEFAULT_RATE_LIMITS.passwordCheckPerCustomer!,
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
}

async function customerError<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    throw new CustomerError('RATE_LIMITED', 'rateLimited', error.wait);
  }
}
