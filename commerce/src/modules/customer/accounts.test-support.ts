import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';

/**
 * For an accounts integration test file: a migrated database of its own (PGlite, or DATABASE_URL's
 * server) and a commerce on it with the shop's default limits, counted in Redis where REDIS_URL
 * names one, its emails written to a temporary outbox; console.log is quiet meanwhile. Call it at
 * the top of the file; read `commerce` and `outbox` inside the tests.
 */
export function accountsHarness(name: string): { readonly commerce: Commerce; readonly outbox: string } {
  let fresh: Awaited<ReturnType<typeof openFreshDatabase>> | undefined;
  let commerce: Commerce | undefined;
  let outbox: string | undefined;
  const originalLog = console.log;
  beforeAll(async () => {
    console.log = () => undefined;
    outbox = mkdtempSync(path.join(os.tmpdir(), `cadence-${name}-`));
    fresh = await openFreshDatabase({ prefix: `cadence_${name}` });
    await fresh.database.migrate();
    commerce = createCommerce(fresh.database, {
      referenceTtlMs: 0,
      accounts: { outboxDir: outbox, redisUrl: process.env.REDIS_URL, mailLogLinks: false },
    });
  });
  afterAll(async () => {
    console.log = originalLog;
    await commerce?.close();
    await fresh?.dispose();
    if (outbox) rmSync(outbox, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('accountsHarness: read inside a test, after beforeAll');
    return value;
  };
  return {
    get commerce() {
      return ready(commerce);
    },
    get outbox() {
      return ready(outbox);
    },
  };
}

/**
 * The client networks of this run, drawn at random from the documentation prefix 3fff::/20: CI runs
 * share Redis within the hour a count lasts, and fixed addresses met another run's spent ones there.
 * `site(n)` is an IPv6 /48 of its own (the widest the limits count one by), `inSite(n, k)` an
 * address in the k-th /64 of that /48.
 */
export function runNetworks(): { site(n: number): string; inSite(n: number, k?: number): string } {
  const runBits = randomBytes(4).readUInt32BE(0);
  const site = (n: number) => `3fff:${(runBits & 0xfff).toString(16)}:${(((runBits >>> 12) + n) & 0xffff).toString(16)}`;
  return { site, inSite: (n, k = 0) => `${site(n)}:${k.toString(16)}::1` };
}
