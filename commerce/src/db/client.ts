import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { commerceRoot } from '../shared/paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Counts SQL statements, so tests can assert that a request costs a bounded number of them. */
export class StatementCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
  reset(): void {
    this.count = 0;
  }
}

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  statements: StatementCounter;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string };

const migrationsFolder = (): string => path.join(commerceRoot(), 'src/db/migrations');

/** Opens the configured database: PGlite (embedded, one process) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statements = new StatementCounter();
  if (options.kind === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a failover, a dropped test database) is an
    // event to log, not an unhandled error that takes the process down; the pool opens a new one.
    pool.on('error', (error) => console.error('[db] an idle database connection was closed:', error.message));
    const db = drizzlePg(pool, { schema, logger: statements }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      statements,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      close: once(() => pool.end()),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    // The embedded database serves one process and a shop-sized catalogue: PostgreSQL's default
    // 128 MB of shared buffers would more than double the gateway's resident memory for nothing.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB'],
  });
  const db = drizzlePglite(client, { schema, logger: statements }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    statements,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: once(() => client.close()),
  };
}

/** Closing twice (the backend, then a test's database disposal) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
