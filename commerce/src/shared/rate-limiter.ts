import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A limit: at most `points` events per `durationSeconds` for one key. */
export type Limit = { points: number; durationSeconds: number };

/** Thrown when a key has used up its limit or is waiting out a delay; `msBeforeNext` until it may go on. */
export class RateLimitedError extends Error {
  constructor(readonly msBeforeNext: number) {
    super('Rate limited');
  }

  /** Whole seconds to wait (at least 1). */
  get seconds(): number {
    return Math.max(1, Math.ceil(this.msBeforeNext / 1000));
  }

  /** Whole minutes to wait (at least 1), as the limit messages say it ("try again in 2 minutes"). */
  get minutes(): number {
    return Math.ceil(this.seconds / 60);
  }

  /** The wait as a refusal carries it: the minutes its message says, the seconds of its Retry-After. */
  get wait(): { minutes: number; seconds: number } {
    return { minutes: this.minutes, seconds: this.seconds };
  }
}

/** One event under one limit: the limit's name and the key it is counted for (a customer, a client network). */
export type LimitTry<Name extends string> = readonly [name: Name, key: string];

/** Longer keys are counted under their SHA-256 (see `keyOf`). */
export const MAX_PLAIN_KEY_LENGTH = 128;

/**
 * The key a count is kept under: as given (readable in Redis) up to MAX_PLAIN_KEY_LENGTH, else its
 * SHA-256. Keys carry what clients send (an email beside an address), and every refusal keeps its
 * key for the window: a review's 55 sign-ins with a 900 KB email held 97 MB for 15 minutes.
 */
export function keyOf(key: string): string {
  return key.length <= MAX_PLAIN_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

/**
 * Takes one event back from a counter that still holds one, atomically: never below zero, never a
 * counter where none is (its window has ended), and the counter keeps its expiry (DECR does).
 */
const GIVE_BACK_SCRIPT = `local n = tonumber(redis.call('get', KEYS[1]))
if n and n > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

/**
 * Named rate limits, counted in Redis when one is given (shared by every replica) and in process
 * memory otherwise, plus per-key delays. Shop-wide infrastructure: a module names its limits and
 * turns RateLimitedError into its own error.
 */
export class RateLimiter<Name extends string> {
  private readonly limiters: Record<Name, RateLimiterAbstract>;
  private readonly delays: RateLimiterAbstract;
  private readonly redis: Redis | undefined;

  constructor(limits: Record<Name, Limit>, options: { prefix: string; redis?: Redis }) {
    this.redis = options.redis;
    const make = (name: string, limit: Limit): RateLimiterAbstract => {
      const settings = { keyPrefix: `${options.prefix}:${name}`, points: limit.points, duration: limit.durationSeconds };
      // While Redis is unreachable each limit is counted in this process's memory (the insurance
      // limiter), at once rather than after a timeout: the shop keeps signing shoppers in with the
      // same limits per replica, and never refuses everyone (README, "When Redis is down").
      return options.redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: options.redis,
            useRedisPackage: false,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(settings),
          })
        : new RateLimiterMemory(settings);
    };
    this.limiters = Object.fromEntries(
      (Object.entries(limits) as [Name, Limit][]).map(([name, limit]) => [name, make(name, limit)]),
    ) as Record<Name, RateLimiterAbstract>;
    // A delay is a block of its own length; one point so that any look at the key checks it.
    this.delays = make('delay', { points: 1, durationSeconds: 1 });
  }

  /** Counts one event; throws RateLimitedError when the limit is already used up. */
  async consume(name: Name, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(keyOf(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext);
      throw error;
    }
  }

  /** Throws RateLimitedError when the key has no events left, without counting one. */
  async check(name: Name, key: string): Promise<void> {
    const limiter = this.limiters[name];
    const state = await limiter.get(keyOf(key));
    if (state && state.consumedPoints >= limiter.points) throw new RateLimitedError(state.msBeforeNext);
  }

  /** Counts one event and answers how many the key has in its window, over the limit or not. */
  async count(name: Name, key: string): Promise<number> {
    try {
      return (await this.limiters[name].consume(keyOf(key))).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      throw error;
    }
  }

  /**
   * Counts one event and answers whether the key was still within its limit: false once it has used
   * it up. Never throws for the limit, for work that goes quiet past it rather than refusing.
   */
  async allows(name: Name, key: string): Promise<boolean> {
    return (await this.count(name, key)) <= this.points(name);
  }

  /** The limit's number of events per window. */
  points(name: Name): number {
    return this.limiters[name].points;
  }

  /** Makes `key` wait `seconds` before its next event (see checkDelay). */
  async delay(key: string, seconds: number): Promise<void> {
    if (seconds > 0) await this.delays.block(keyOf(key), seconds);
  }

  /** Throws RateLimitedError while `key` is waiting out a delay. */
  async checkDelay(key: string): Promise<void> {
    const state = await this.delays.get(keyOf(key));
    if (state && state.consumedPoints > this.delays.points) throw new RateLimitedError(state.msBeforeNext);
  }

  /**
   * Gives back one event counted for `key` (one that turned out not to count: a coupon that
   * applied, an attempt that made no order). Only an event of the current window: a counter whose
   * window has ended is not given a negative start (the library's `reward` would make one, a full
   * window long, so an event taken before a window's end and given back after it was an extra one).
   */
  async giveBack(name: Name, key: string): Promise<void> {
    const limiter = this.limiters[name];
    const counted = keyOf(key);
    if (this.redis?.status === 'ready') {
      try {
        await this.redis.eval(GIVE_BACK_SCRIPT, 1, limiter.getKey(counted));
        return;
      } catch {
        // Redis went away meanwhile: the event was counted by the in-memory insurance limiter.
      }
    }
    const state = await limiter.get(counted);
    if (state && state.consumedPoints > 0 && state.msBeforeNext > 0) await limiter.reward(counted, 1);
  }

  /**
   * Takes one event under each of `tries` (a customer's count and a client network's, say) before
   * the work they limit, so that attempts running at once cannot all pass a limit that is checked
   * first and counted after. Past any of them, gives back what it took (the refused count too: a
   * refused consume still counts) and throws that RateLimitedError; a limiter that fails gives back
   * what it had taken before it and throws its error.
   */
  async consumeAll(tries: readonly LimitTry<Name>[]): Promise<void> {
    const taken: LimitTry<Name>[] = [];
    for (const one of tries) {
      try {
        await this.consume(...one);
        taken.push(one);
      } catch (error) {
        // A refused consume counted its event; a limiter that failed (Redis gone) may not have.
        if (error instanceof RateLimitedError) taken.push(one);
        await this.giveBackAll(taken);
        throw error;
      }
    }
  }

  /**
   * Gives back one event under each of `tries` (work that turned out not to count). A limiter that
   * cannot take one back leaves it counted, logged: the answer the work gave stands.
   */
  async giveBackAll(tries: readonly LimitTry<Name>[]): Promise<void> {
    for (const one of tries) {
      try {
        await this.giveBack(...one);
      } catch (error) {
        console.error(`[rate-limit] could not give back an event of ${one[0]}`, (error as Error).message);
      }
    }
  }

  /** Forgets a key's events (a successful sign-in clears its failures). */
  async reset(name: Name, key: string): Promise<void> {
    await this.limiters[name].delete(keyOf(key));
  }
}
