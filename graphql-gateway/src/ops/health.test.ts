import { latestJournalMigration } from '@cadence/commerce/db/health';
import { createReadiness } from './health';

type Execute = () => Promise<unknown>;
const database = (execute: Execute) => ({ db: { execute } }) as never;
const latest = latestJournalMigration()!;

describe('readiness', () => {
  it('reads the newest migration of the journal', () => {
    expect(latest).toBeGreaterThan(1_700_000_000_000);
  });

  it('is ready when the database answers and the newest migration is applied', async () => {
    const readiness = createReadiness(database(async () => ({ rows: [{ latest: String(latest), '?column?': 1 }] })));
    expect(await readiness.ready()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('says a migration is pending when the newest applied is older than the journal’s', async () => {
    const readiness = createReadiness(database(async () => ({ rows: [{ latest: String(latest - 1) }] })));
    expect(await readiness.ready()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
  });

  it('answers short codes, never the error’s text (no SQL, hosts or addresses)', async () => {
    const readiness = createReadiness(
      database(async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (select * from secret_table)');
      }),
    );
    const report = await readiness.ready();
    expect(report).toEqual({ status: 'unavailable', checks: { database: 'unreachable', migrations: 'unreachable' } });
    expect(JSON.stringify(report)).not.toMatch(/10\.0\.0\.5|ECONNREFUSED|select/);
  });

  it('gives up on a hanging database after its bound and remembers an answer for a second', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const readiness = createReadiness(
        database(() => {
          calls += 1;
          return new Promise(() => undefined);
        }),
      );
      const pending = readiness.ready();
      expect(readiness.ready()).toBe(pending);
      await jest.advanceTimersByTimeAsync(2_100);
      expect(await pending).toEqual({ status: 'unavailable', checks: { database: 'timeout', migrations: 'timeout' } });
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is degraded but still ready when only Redis is down: the shop sells without it', async () => {
    // Nothing listens on port 1: Redis is refused at once.
    const readiness = createReadiness(
      database(async () => ({ rows: [{ latest: String(latest), '?column?': 1 }] })),
      {
        redisUrl: 'redis://127.0.0.1:1',
      },
    );
    try {
      expect(await readiness.ready()).toEqual({
        status: 'degraded',
        checks: { database: 'ok', migrations: 'ok', redis: 'unreachable' },
      });
    } finally {
      await readiness.close?.();
    }
  });
});
