import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CustomerError } from './customer.errors';

/** A limit: at most `points` events per `durationSeconds` for one key. */
export type Limit = { points: number; durationSeconds: number };

export type RateLimitPolicy = {
  signInPerAccount: Limit;
  signInPerAddress: Limit;
  registerPerAddress: Limit;
  resetPerAccount: Limit;
  resetPerAddress: Limit;
};

/** The shop's limits: failed sign-ins per account, and attempts per client address. */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signInPerAccount: { points: 5, durationSeconds: 15 * 60 },
  signInPerAddress: { points: 50, durationSeconds: 15 * 60 },
  registerPerAddress: { points: 20, durationSeconds: 60 * 60 },
  resetPerAccount: { points: 5, durationSeconds: 60 * 60 },
  resetPerAddress: { points: 20, durationSeconds: 60 * 60 },
};

export type LimitName = keyof RateLimitPolicy;

/**
 * Rate limits for authentication, counted in Redis when one is configured (shared by every
 * replica) and in process memory otherwise.
 */
export class AuthRateLimiter {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(policy: RateLimitPolicy = DEFAULT_RATE_LIMITS, redis?: Redis) {
    const make = (name: LimitName): RateLimiterAbstract => {
      const options = { keyPrefix: `cadence:auth:${name}`, points: policy[name].points, duration: policy[name].durationSeconds };
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false })
        : new RateLimiterMemory(options);
    };
    this.limiters = {
      signInPerAccount: make('signInPerAccount'),
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

  /** Forgets a key (a successful sign-in clears the account's failures). */
  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}

function rateLimited(msBeforeNext: number): CustomerError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new CustomerError('RATE_LIMITED', 'rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)), seconds });
}
