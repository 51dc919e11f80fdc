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
import { Pool, type PoolClient } from 'pg';
import { commerceRoot } from '../shared/paths';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';
import { tracePglite } from './tracing';

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
  /**
   * Gathers the planner's statistics (ANALYZE), after a load. PostgreSQL's autovacuum does so a
   * minute or so after one, but the embedded database (PGlite, one process) never runs it and a
   * server may run without it: until then every plan rests on default guesses (a handful of rows
   * per table), which pick sequential scans and nested loops a catalogue outgrows.
   */
  analyze(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      connectTimeoutMs?: number;
      /** Each connection prepares the statements it runs (default); off behind a pooler that cannot keep them. */
      preparedStatements?: boolean;
    }
  /** `dataDir` undefined means an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string };

const migrationsFolder = (): string => path.join(commerceRoot(), 'src/db/migrations');

/** Opens the configured database: PGlite (embedded, one process) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statements = new StatementCounter();
  if (options.kind === 'postgres') {
    const pool = new Pool({
      connectionString: options.url,
      // Each connection prepares the statements it runs (planned once, not on every request).
      ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
      max: options.poolSize ?? 10,
      // While the server is down or unreachable a request fails within this (answered "service
      // unavailable"), instead of waiting for a connection until the client gives up.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
      // Idle connections are closed after a while, so few survive a server restart to fail once.
      idleTimeoutMillis: 10_000,
      // A server that vanished without closing its sockets (a host down, a network cut) is noticed.
      keepAlive: true,
    });
    // A connection the server ends (a restart, a failover, a dropped test database) is an event to
    // log, not an unhandled error that takes the process down. The pool listens only on idle
    // connections (and re-emits here: logged below, once); one checked out (a transaction between
    // two statements) would emit an 'error' nobody handles, so every connection gets a listener of
    // its own. The statement that next uses it fails (SERVICE_UNAVAILABLE) and the pool drops it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('[db] a database connection was closed:', error.message));
    });
    releaseOnFailedBegin(pool);
    const db = drizzlePg(pool, { schema, logger: statements }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      statements,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      analyze: async () => void (await pool.query('analyze')),
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
  tracePglite(client);
  const db = drizzlePglite(client, { schema, logger: statements }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    statements,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    analyze: async () => void (await client.exec('analyze')),
    close: once(() => client.close()),
  };
}

/**
 * Drizzle's transaction checks a connection out and sends BEGIN before its try/finally, so a BEGIN
 * that fails (the connection was cut by a database restart while idle, the server is shutting
 * down) never releases the connection: each restart would leak some until the pool is empty and
 * the shop stays down. A connection checked out with `pool.connect()` whose first statement fails
 * is released (and dropped) here; a later release of that checkout does nothing.
 */
function releaseOnFailedBegin(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guarded = (client: PoolClient): PoolClient => {
    const query = client.query;
    const firstQuery = (...args: unknown[]) => {
      client.query = query;
      const result = (query as (...a: unknown[]) => unknown).apply(client, args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        const release = client.release;
        client.release = () => undefined;
        release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    };
    client.query = firstQuery as unknown as PoolClient['query'];
    return client;
  };
  // pg-pool's own query() checks out with a callback: only the promise form (drizzle's) is guarded.
  pool.connect = ((...args: unknown[]) =>
    args.length ? connect(...args) : (connect() as Promise<PoolClient>).then(guarded)) as Pool['connect'];
}

/** Closing twice (the backend, then a test's database disposal) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
