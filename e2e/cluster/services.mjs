// PostgreSQL and Redis for the cluster tier: the servers given (CLUSTER_TEST_DATABASE_SERVER, CLUSTER_TEST_REDIS_URL)
// when they answer, else private ones started here in a temporary directory (PostgreSQL's initdb and
// pg_ctl, redis-server), stopped again afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1_000 }, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(path.join(base, version, 'bin/initdb'))) return path.join(base, version, 'bin');
  return null;
}

/** As the postgres user when run as root (initdb refuses root). */
function asPostgres(command, args) {
  const root = process.getuid?.() === 0;
  return root
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });
}

/** A PostgreSQL server URL (no database): the given one, or a private server on `port`. */
export async function ensurePostgres(serverUrl, port) {
  const url = new URL(serverUrl);
  if (await reachable(url.hostname, Number(url.port || 5432))) return { url: serverUrl, stop: async () => undefined };
  const bin = postgresBin();
  if (!bin) throw new Error(`no PostgreSQL at ${url.host} and none installed to start (apt-get install postgresql)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cadence-cluster-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  console.log(`[cluster-test] started a private PostgreSQL on :${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    stop: async () => {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A Redis URL: the given one, or a private redis-server on `port` (no persistence). */
export async function ensureRedis(redisUrl, port) {
  const url = new URL(redisUrl);
  if (await reachable(url.hostname, Number(url.port || 6379))) return { url: redisUrl, stop: async () => undefined };
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], { stdio: 'ignore' });
  const failed = new Promise((_, reject) =>
    server.once('error', (error) => reject(new Error(`no Redis at ${url.host} and redis-server cannot start: ${error.message}`))),
  );
  for (let i = 0; i < 50 && !(await Promise.race([reachable('127.0.0.1', port), failed])); i++) await sleep(100);
  console.log(`[cluster-test] started a private Redis on :${port}`);
  return {
    url: `redis://127.0.0.1:${port}${url.pathname}`,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
