import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from './client';

/**
 * An empty database of its own, for one integration test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL, dropped again by `dispose`. Not
 * migrated or seeded: the caller decides (the seed's own tests start from nothing).
 */
export async function openFreshDatabase(
  options: { prefix?: string; poolSize?: number; preparedStatements?: boolean } = {},
): Promise<{ database: Database; dispose(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const name = `${options.prefix ?? 'cadence_test'}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: options.poolSize ?? 2,
    preparedStatements: options.preparedStatements,
  });
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
