/** @jest-environment node */
import http from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createDrain, shutdownGraceMs, shutdownOnSignals } = require('../../../server/graceful-shutdown.cjs');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** A log that keeps its messages. */
function capture() {
  const messages: string[] = [];
  const keep = (_: unknown, message: string) => messages.push(message);
  return { messages, log: { info: keep, warn: keep, error: keep } };
}

/** A server like server/index.cjs: every request tracked; /slow?ms= answers late; /readyz says draining. */
async function slowServer(log: ReturnType<typeof capture>['log'], deregisterMs = 0) {
  const server = http.createServer((req, res) => {
    drain.track(res);
    if (req.url === '/readyz') {
      res.writeHead(drain.draining ? 503 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: drain.draining ? 'draining' : 'ok' }));
      return;
    }
    const ms = Number(new URL(req.url ?? '/', 'http://web').searchParams.get('ms') ?? 0);
    setTimeout(() => res.end(`rendered after ${ms} ms`), ms).unref();
  });
  const drain = createDrain(server, log, { deregisterMs });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, port: (server.address() as AddressInfo).port };
}

function rawConnection(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () =>
      resolve({ socket, received: () => text, closed: new Promise((done) => socket.once('close', () => done())) }),
    );
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.once('error', reject);
  });
}

const connects = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve('connected')));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('graceful shutdown of the web server', () => {
  it('finishes a slow render in flight, answers /readyz 503 draining meanwhile, then refuses new connections', async () => {
    const { log, messages } = capture();
    const { drain, port } = await slowServer(log, 200);
    const client = await rawConnection(port);
    client.socket.write('GET /slow?ms=600 HTTP/1.1\r\nHost: web\r\n\r\n');
    await sleep(100);
    const started = Date.now();
    const drained = drain.drain(5_000);
    // While the render runs the listener stays open (Next's rewrites come back to it), and a probe
    // hears that this replica drains.
    const probe = await rawConnection(port);
    probe.socket.write('GET /readyz HTTP/1.1\r\nHost: web\r\n\r\n');
    await probe.closed;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(probe.received()).toMatch(/connection: close/i);
    expect(probe.received()).toContain('"status":"draining"');
    expect(await drained).toEqual({ inFlight: 1, cut: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toMatch(/connection: close/i);
    expect(client.received()).toContain('rendered after 600 ms');
    // Nothing in flight: the listener is closed, a new connection is refused.
    expect(await connects(port)).toBe('ECONNREFUSED');
    expect(messages).toEqual([
      'shutdown: draining (/readyz 503); 1 request(s) in flight',
      'shutdown: requests in flight finished; stopped accepting connections',
    ]);
  });

  it('stops accepting after the deregistration delay when nothing is in flight', async () => {
    const { log } = capture();
    const { drain, port } = await slowServer(log, 300);
    const started = Date.now();
    const drained = drain.drain(5_000);
    expect(await connects(port)).toBe('connected');
    expect(await drained).toEqual({ inFlight: 0, cut: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await connects(port)).toBe('ECONNREFUSED');
  });

  it('closes idle keep-alive connections and cuts what still runs after the grace period', async () => {
    const { log, messages } = capture();
    const { drain, port } = await slowServer(log);
    const idle = await rawConnection(port);
    idle.socket.write('GET /slow?ms=0 HTTP/1.1\r\nHost: web\r\n\r\n');
    while (!idle.received().includes('rendered')) await sleep(10);
    const busy = await rawConnection(port);
    busy.socket.write('GET /slow?ms=3000 HTTP/1.1\r\nHost: web\r\n\r\n');
    await sleep(50);
    const drained = drain.drain(300);
    expect(await drained).toEqual({ inFlight: 1, cut: 1 });
    await idle.closed;
    await busy.closed;
    expect(busy.received()).toBe('');
    expect(messages).toContain('shutdown: grace period over; closing the remaining connections (1 request(s) cut)');
  });

  it('reads SHUTDOWN_GRACE_MS (10 s by default) and refuses a bad one', () => {
    expect(shutdownGraceMs({})).toBe(10_000);
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_MS: '2500' })).toBe(2_500);
    expect(() => shutdownGraceMs({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('stops once on SIGTERM and exits 0; a second signal exits 1 at once', async () => {
    const { log } = capture();
    const exits: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const dispose = shutdownOnSignals(
      () => held,
      log,
      (code: number) => exits.push(code),
    );
    try {
      process.emit('SIGTERM', 'SIGTERM');
      await sleep(20);
      expect(exits).toEqual([]);
      process.emit('SIGINT', 'SIGINT');
      expect(exits).toEqual([1]);
      release();
      await sleep(20);
      expect(exits).toEqual([1, 0]);
    } finally {
      dispose();
    }
  });
});
