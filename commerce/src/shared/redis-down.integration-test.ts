import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { sharedLimitsRedis } from '../commerce';
import { RateLimitedError, RateLimiter } from './rate-limiter';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('[redis down] SKIPPED: no redis-server binary to start a private Redis');
const describeWithRedis = hasRedisServer ? describe : describe.skip;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A private redis-server this test may kill (the shared one is never stopped). */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('private redis-server did not start');
}

const waitFor = async (condition: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
};

/**
 * Redis down under the shared rate limits: every limit keeps counting (in process memory, at once,
 * not after a timeout) and keeps refusing past its points; Redis coming back is used again; the
 * loss and the return are logged once each.
 */
describeWithRedis('rate limits while Redis is down', () => {
  let port: number;
  let server: ChildProcess | undefined;
  const lines: string[] = [];
  const log = { warn: (line: string) => lines.push(`warn ${line}`), info: (line: string) => lines.push(`info ${line}`) };

  beforeAll(async () => {
    port = await freePort();
    server = await startRedis(port);
  });
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('counts in memory while Redis is gone, refuses past the limit, and shares the counts again when it is back', async () => {
    const redis = sharedLimitsRedis(`redis://127.0.0.1:${port}/0`, log);
    const prefix = `redis-down-test-${Date.now()}`;
    const limits = new RateLimiter({ signIn: { points: 3, durationSeconds: 60 } }, { prefix, redis });
    try {
      await waitFor(() => redis.status === 'ready');
      await limits.consume('signIn', 'shared');
      expect(await redis.exists(`${prefix}:signIn:shared`)).toBe(1);

      server!.kill('SIGKILL');
      await waitFor(() => redis.status !== 'ready');
      const started = Date.now();
      for (let i = 0; i < 3; i++) await limits.consume('signIn', 'outage');
      await expect(limits.consume('signIn', 'outage')).rejects.toBeInstanceOf(RateLimitedError);
      await limits.checkDelay('outage');
      await limits.reset('signIn', 'outage');
      await limits.consume('signIn', 'outage');
      expect(Date.now() - started).toBeLessThan(500);

      server = await startRedis(port);
      expect(await waitFor(() => redis.status === 'ready')).toBe(true);
      await limits.consume('signIn', 'after');
      expect(await redis.exists(`${prefix}:signIn:after`)).toBe(1);

      expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith('info'))).toEqual([
        'info [redis] reachable again: rate limits are shared by every replica again',
      ]);
      expect(lines[0]).toMatch(/^warn \[redis\] unreachable .*rate limits are counted per process/);
    } finally {
      redis.removeAllListeners('close');
      redis.disconnect();
    }
  }, 30_000);
});
