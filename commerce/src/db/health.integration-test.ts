import { openFreshDatabase } from './fresh-database';
import { latestJournalMigration, migrationState, pingDatabase } from './health';

/** The database's health as commerce asks it, on a real database (PGlite, or DATABASE_URL's server). */
describe('database health (db/health.ts)', () => {
  let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
  beforeAll(async () => {
    fresh = await openFreshDatabase({ prefix: 'cadence_health' });
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it('reads the newest migration of the journal', () => {
    expect(latestJournalMigration()).toBeGreaterThan(1_700_000_000_000);
    expect(latestJournalMigration('/nowhere')).toBeNull();
  });

  it('says pending before any migration ran, applied once all have, pending again when the journal is newer', async () => {
    await pingDatabase(fresh.database);
    expect(await migrationState(fresh.database)).toBe('pending');
    await fresh.database.migrate();
    expect(await migrationState(fresh.database)).toBe('applied');
    expect(await migrationState(fresh.database, latestJournalMigration()! + 1)).toBe('pending');
    expect(await migrationState(fresh.database, null)).toBe('unknown');
  });

  it('rejects with the driver’s error when the database cannot be asked (the caller decides what to tell)', async () => {
    const broken = { db: { execute: async () => Promise.reject(new Error('connect ECONNREFUSED')) } } as never;
    await expect(pingDatabase(broken)).rejects.toThrow('ECONNREFUSED');
    await expect(migrationState(broken)).rejects.toThrow('ECONNREFUSED');
  });
});
