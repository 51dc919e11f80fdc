import type { Database } from '@cadence/commerce/db/client';
import { latestJournalMigration, migrationState, pingDatabase } from '@cadence/commerce/db/health';
import { Redis } from 'ioredis';
import { logger } from './logger';

/**
 * A check's outcome as a short code, never an error's text: readiness answers are public and
 * must not carry SQL, host names or addresses.
 */
export type CheckResult = 'ok' | 'unreachable' | 'timeout' | 'pending' | 'unknown';
export type ReadinessReport = { status: 'ok' | 'degraded' | 'unavailable' | 'draining'; checks: Record<string, CheckResult> };

/** The readiness of a process shutting down (SIGTERM): alive, finishing its requests, taking no new ones. */
export const DRAINING: ReadinessReport = Object.freeze({ status: 'draining', checks: {} });

const CHECK_TIMEOUT_MS = 2_000;
/** A burst of probes (several orchestrators, a curious caller) costs one round of checks a second. */
const REMEMBER_MS = 1_000;

class CheckTimeout extends Error {}

function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), ms);
    timer.unref();
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}


/**
 * Readiness of a gateway or subgraph process: the database answers and every migration of commerce's
 * journal is applied (commerce's `db/health.ts` asks both), and Redis answers PING when REDIS_URL is set. Each check is bounded (2 s) and answers a
 * short code; an unexpected failure is logged here with its detail. Redis down is `degraded`, not
 * unready: the shop keeps selling without it (rate limits fall back to each process, README
 * "Faults"), and a balancer that pulled every replica for it would take the whole shop down.
 */
export function createReadiness(database: Pick<Database, 'db'>, options: { redisUrl?: string } = {}) {
  const latest = latestJournalMigration();
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: CHECK_TIMEOUT_MS,
        // A readiness probe must not queue behind reconnection attempts forever.
        retryStrategy: (times) => Math.min(times * 500, 5_000),
      })
    : undefined;
  redis?.on('error', () => undefined);
  const failed = (check: string, error: unknown): CheckResult => {
    if (error instanceof CheckTimeout) return 'timeout';
    logger().warn({ check, err: error }, 'readiness check failed');
    return 'unreachable';
  };
  const checkDatabase = async (): Promise<CheckResult> => {
    try {
      await within(pingDatabase(database));
      return 'ok';
    } catch (error) {
      return failed('database', error);
    }
  };
  const checkMigrations = async (): Promise<CheckResult> => {
    try {
      const state = await within(migrationState(database, latest));
      return state === 'applied' ? 'ok' : state;
    } catch (error) {
      return failed('migrations', error);
    }
  };
  const checkRedis = async (): Promise<CheckResult> => {
    try {
      return (await within(redis!.ping())) === 'PONG' ? 'ok' : 'unreachable';
    } catch (error) {
      return failed('redis', error);
    }
  };
  let remembered: { at: number; report: Promise<ReadinessReport> } | undefined;
  const check = async (): Promise<ReadinessReport> => {
    const [db, migrations, cache] = await Promise.all([
      checkDatabase(),
      checkMigrations(),
      redis ? checkRedis() : Promise.resolve(undefined),
    ]);
    const checks: Record<string, CheckResult> = { database: db, migrations };
    if (cache) checks.redis = cache;
    const status = db !== 'ok' || migrations !== 'ok' ? 'unavailable' : cache && cache !== 'ok' ? 'degraded' : 'ok';
    return { status, checks };
  };
  return {
    ready(): Promise<ReadinessReport> {
      const now = Date.now();
      if (!remembered || now - remembered.at >= REMEMBER_MS) remembered = { at: now, report: check() };
      return remembered.report;
    },
    close(): void {
      redis?.disconnect();
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
