import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, which it may stop and start (the shared server must never
 * be restarted): initdb in a temporary directory, on a free loopback port. Needs the PostgreSQL
 * server binaries, and either to run as a user that is not root or, as root (CI), `runuser` to run
 * them as `postgres`.
 */
export type PrivatePostgres = {
  url(database?: string): string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  destroy(): Promise<void>;
};

/** The newest installed PostgreSQL's bin directory (Debian's layout), or PG_BIN_DIR. */
function binDir(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0]!, 'bin') : null;
}

/** Why a private server cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  const bin = binDir();
  if (!bin) return 'no PostgreSQL server binaries (initdb) in /usr/lib/postgresql/*/bin (set PG_BIN_DIR)';
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return 'running as root without runuser to start PostgreSQL as the postgres user';
  return null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error(privatePostgresUnavailable() ?? 'no PostgreSQL');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cadence-private-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir })
      : run(path.join(bin, tool), args, { cwd: dir });
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    restart: async () => {
      await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
    },
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
