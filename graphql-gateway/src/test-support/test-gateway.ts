import 'reflect-metadata';
import { createCommerce, type Commerce } from '@cadence/commerce/commerce';
import type { Database } from '@cadence/commerce/db/client';
import { openFreshDatabase } from '@cadence/commerce/db/fresh-database';
import { seedDatabase } from '@cadence/commerce/db/seed/seed';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadGatewayEnv, type GatewayEnv, type SubgraphName } from '../env';
import { composeSupergraph } from '../gateway/compose';
import { createGatewayServer, type Listening } from '../gateway/server';
import { createSubgraphServer } from '../gateway/subgraph-server';

process.env.APOLLO_TELEMETRY_DISABLED = 'true';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again at the end).
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const fresh = await openFreshDatabase({ prefix: 'cadence_it', poolSize: 4 });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  return fresh;
}

export type TestGateway = {
  commerce: Commerce;
  url: string;
  /** POSTs a GraphQL operation as the storefront would (JSON, store header, cookies). */
  query<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
  close(): Promise<void>;
};

/** The composed gateway over a fresh database, listening on a free loopback port. */
export async function startTestGateway(overrides: Partial<GatewayEnv> = {}, shared?: Commerce): Promise<TestGateway> {
  const opened = shared ? null : await openTestDatabase();
  // Emails of a test gateway go to a temporary outbox, removed again by close().
  const outbox = shared ? null : mkdtempSync(path.join(os.tmpdir(), 'cadence-test-mail-'));
  const commerce = shared ?? createCommerce(opened!.database, { referenceTtlMs: 0, accounts: { outboxDir: outbox! } });
  // Tests count statements per query: the response cache is off unless a test turns it on.
  const env = { ...loadGatewayEnv({ NODE_ENV: 'test' }), responseCacheTtlMs: 0, ...overrides };
  const { supergraphSdl } = await composeSupergraph();
  const server = await createGatewayServer(commerce, env, supergraphSdl);
  const { url, close } = await server.listen(0, '127.0.0.1');
  return {
    commerce,
    url,
    async query(query, options = {}) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify({ query, variables: options.variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async close() {
      await close();
      if (!shared) await commerce.sessions.settled();
      await opened?.dispose();
      if (outbox) rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/**
 * The proxy secret of the test's scaled mode: a subgraph served on its own answers only callers
 * sending it, as the gateway does when its proxyTrust has it (scaledModeTrust).
 */
export const TEST_PROXY_SECRET = 'a-test-proxy-secret-for-subgraphs';

/** The trust of a test gateway in front of remote subgraphs (and of the subgraphs): loopback, the secret. */
export const scaledModeTrust = { proxies: ['127.0.0.0/8', '::1/128'], secret: TEST_PROXY_SECRET } as const;

/** One subgraph served on its own on a free loopback port (scaled mode), over `commerce`. */
export async function startTestSubgraph(
  commerce: Commerce,
  name: SubgraphName,
  overrides: Partial<GatewayEnv> = {},
): Promise<Listening> {
  const env = { ...loadGatewayEnv({ NODE_ENV: 'test' }), proxyTrust: scaledModeTrust, ...overrides };
  return (await createSubgraphServer(commerce, env, name)).listen(0, '127.0.0.1');
}
