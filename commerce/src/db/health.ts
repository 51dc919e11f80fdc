import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { commerceRoot } from '../shared/paths';

/**
 * The database's own health, as commerce knows it: that it answers, and whether every migration
 * of commerce's journal is applied. The processes that serve commerce (the gateway, the subgraph
 * servers) ask these for their readiness and decide timeouts, caching and what to tell a probe;
 * how the database is asked (the statement, drizzle's migrations table, where the journal lives)
 * stays here, with the migrations.
 */

/** The newest migration of the journal (drizzle's `when`, which the migrator records as `created_at`), or null without a journal. */
export function latestJournalMigration(root = commerceRoot()): number | null {
  try {
    const journal = JSON.parse(readFileSync(path.join(root, 'src/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries?: { when: number }[];
    };
    const entries = journal.entries ?? [];
    return entries.length ? Math.max(...entries.map((e) => e.when)) : null;
  } catch {
    return null;
  }
}

type Rows = { rows?: Record<string, unknown>[] };

/** Resolves when the database answers a statement; rejects with the driver's error otherwise. */
export async function pingDatabase(database: Pick<Database, 'db'>): Promise<void> {
  await database.db.execute(sql`select 1`);
}

/**
 * Whether the journal's newest migration is applied (the newest applied is at least the journal's
 * newest, as drizzle's migrator decides): `applied`, `pending` (none or not all, including no
 * migrations table yet), or `unknown` when there is no journal to compare with. Rejects with the
 * driver's error when the database cannot be asked.
 */
export async function migrationState(
  database: Pick<Database, 'db'>,
  latest: number | null = latestJournalMigration(),
): Promise<'applied' | 'pending' | 'unknown'> {
  if (latest === null) return 'unknown';
  try {
    const result = (await database.db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`)) as Rows;
    const applied = Number(result.rows?.[0]?.['latest'] ?? 0);
    return applied >= latest ? 'applied' : 'pending';
  } catch (error) {
    // No migrations table at all: nothing applied yet.
    if (/__drizzle_migrations|does not exist/i.test(String((error as Error).message))) return 'pending';
    throw error;
  }
}
