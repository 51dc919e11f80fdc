import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startCommerce } from '../commerce';
import { loadCommerceEnv } from '../env';

/**
 * A database the shop seeds at start has the planner's statistics at once: the embedded database
 * never runs autovacuum, and without them every plan rests on default guesses.
 */
describe('starting on an empty embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cadence-analyze-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const env = () => loadCommerceEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_ON_START: 'true' });
  const analysed = async (commerce: Awaited<ReturnType<typeof startCommerce>>) => {
    const result = await commerce.database.db.execute(
      sql`select count(distinct tablename)::int as tables from pg_stats
          where schemaname = 'public' and tablename in ('products', 'product_options', 'product_categories', 'category_translations')`,
    );
    return (result as unknown as { rows: { tables: number }[] }).rows[0]!.tables;
  };

  it('seeds it and gathers statistics for the tables it filled; a second start keeps them', async () => {
    const first = await startCommerce(env());
    try {
      expect(await analysed(first)).toBe(4);
    } finally {
      await first.close();
    }
    const second = await startCommerce(env());
    try {
      expect(await analysed(second)).toBe(4);
    } finally {
      await second.close();
    }
  }, 120_000);
});
