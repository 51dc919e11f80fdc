import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CustomerError } from './customer.errors';

/** A limit: at most `points` events per `durationSeconds` for one key. */
export type Limit = { points: number; durationSeconds: number };

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
  resetPerAccount: Limit;
  resetPerAddress: Limit;
};

/** The shop's limits: failed sign-ins per account, and attempts per client address. */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signInPerAccount: { points: 5, durationSeconds: 15 * 60 },
  signInPerAccountAddress: { points: 5, durationSeconds: 15 * 60 },
  signInPerAddress: { points: 50, durationSeconds: 15 * 60 },
  registerPerAddress: { points: 20, durationSeconds: 60 * 60 },
  resetPerAccount: { points: 5, durationSeconds: 60 * 60 },
  resetPerAddress: { points: 20, durationSeconds: 60 * 60 },
};

export type LimitName = keyof RateLimitPolicy | 'signInDelay';

/** The longest an address that keeps failing on an account waits between attempts. */
export const MAX_SIGN_IN_DELAY_SECONDS = 60;

/** The growing delay after the account's `failures`-th failure, past `threshold`: 1, 2, 4 … 60 s. */
export function signInDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, 2 ** Math.min(failures - threshold, 10));
}

/**
 * Rate limits for authentication, counted in Redis when one is configured (shared by every
 * replica) and in process memory otherwise.
 */
export class AuthRateLimiter {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(policy: RateLimitPolicy = DEFAULT_RATE_LIMITS, redis?: Redis) {
    const limits: Record<LimitName, Limit> = {
      ...policy,
      signInPerAccountAddress: policy.signInPerAccountAddress ?? DEFAULT_RATE_LIMITS.signInPerAccountAddress!,
      // A delay is a block of its own length (block()); one point so that any use of the key checks it.
      signInDelay: { points: 1, durationSeconds: 1 },
    };
    const make = (name: LimitName): RateLimiterAbstract => {
      const options = { keyPrefix: `cadence:auth:${name}`, points: limits[name].points, duration: limits[name].durationSeconds };
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false })
        : new RateLimiterMemory(options);
    };
    this.limiters = {
      signInPerAccount: make('signInPerAccount'),
      signInPerAccountAddress: make('signInPerAccountAddress'),
      signInDelay: make('signInDelay'),
      signInPerAddress: make('signInPerAddress'),
      registerPerAddress: make('registerPerAddress'),
      resetPerAccount: make('resetPerAccount'),
      resetPerAddress: make('resetPerAddress'),
    };
  }

  /** Counts one event; throws RATE_LIMITED (with the wait) when the limit is already used up. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
      throw error;
    }
  }

  /** Throws RATE_LIMITED when the key has no events left, without counting one. */
  async check(name: LimitName, key: string): Promise<void> {
    const limiter = this.limiters[name];
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) throw rateLimited(state.msBeforeNext);
  }

  /** The limit's number of events per window. */
  points(name: LimitName): number {
    return this.limiters[name].points;
  }

  /** Counts one event and answers how many the key has in its window, over the limit or not. */
  async count(name: LimitName, key: string): Promise<number> {
    try {
      return (await this.limiters[name].consume(key)).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      throw error;
    }
  }

  /** Makes `key` wait `seconds` before its next event (RATE_LIMITED with the wait until then). */
  async delay(key: string, seconds: number): Promise<void> {
    if (seconds > 0) await this.limiters.signInDelay.block(key, seconds);
  }

  /** Throws RATE_LIMITED while `key` is waiting out a delay. */
  async checkDelay(key: string): Promise<void> {
    const state = await this.limiters.signInDelay.get(key);
    if (state && state.consumedPoints > this.limiters.signInDelay.points) throw rateLimited(state.msBeforeNext);
  }

  /** Forgets a key (a successful sign-in clears the account's failures). */
  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}

function rateLimited(msBeforeNext: number): CustomerError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new CustomerError('RATE_LIMITED', 'rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)), seconds });
}
