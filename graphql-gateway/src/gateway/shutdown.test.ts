import { connect, type AddressInfo, type Socket } from 'node:net';
import { ApolloServer, type BaseContext } from '@apollo/server';
import { captureLogs } from '../ops/log-capture';
import { runSteps, shutdownOnSignals } from '../ops/shutdown';
import { createHttpServer, drainHttpServer } from './http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** An HTTP front over a real Apollo Server whose one field answers after `ms` milliseconds. */
async function slowServer() {
  const apollo = new ApolloServer<BaseContext>({
    typeDefs: 'type Query { slow(ms: Int!): String }',
    resolvers: { Query: { slow: async (_: unknown, { ms }: { ms: number }) => (await sleep(ms), `waited ${ms}`) } },
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const server = createHttpServer({ apollo, context: async () => ({}), health: async () => true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { apollo, server, port };
}

/** A raw keep-alive connection: requests are written as they are, everything answered is collected. */
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

const slowQuery = (ms: number) => {
  const body = JSON.stringify({ query: `{ slow(ms: ${ms}) }` });
  return `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};

/** Whether a new TCP connection to the port is accepted. */
const connects = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve('connected')));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('graceful shutdown of the HTTP front', () => {
  it('finishes a slow request in flight, answers /readyz 503 draining, and refuses new connections', async () => {
    const logs = captureLogs('info');
    const { apollo, server, port } = await slowServer();
    try {
      const client = await rawConnection(port);
      client.socket.write(slowQuery(600));
      // A probe whose request is arriving as the shutdown begins.
      const probe = await rawConnection(port);
      probe.socket.write('GET /readyz HTTP/1.1\r\n');
      await sleep(100);
      const drained = drainHttpServer(server, 5_000);
      // The listener is closed at once: a balancer's next connection is refused and goes elsewhere.
      expect(await connects(port)).toBe('ECONNREFUSED');
      probe.socket.write('Host: gateway\r\n\r\n');
      expect(await drained).toEqual({ inFlight: 1, cut: 0 });
      await Promise.all([client.closed, probe.closed]);
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(client.received()).toMatch(/connection: close/i);
      expect(client.received()).toContain('{"data":{"slow":"waited 600"}}');
      expect(probe.received()).toMatch(/^HTTP\/1\.1 503 /);
      expect(probe.received()).toMatch(/connection: close/i);
      expect(probe.received()).toContain('{"status":"draining","checks":{}}');
      expect(logs.lines.map((l) => l['msg'])).toEqual(
        expect.arrayContaining([
          'shutdown: stopped accepting connections; 1 request(s) in flight',
          'shutdown: requests in flight finished, connections closed',
        ]),
      );
    } finally {
      logs.restore();
      await apollo.stop();
    }
  });

  it('closes an idle keep-alive connection at once', async () => {
    const { apollo, server, port } = await slowServer();
    try {
      const client = await rawConnection(port);
      client.socket.write('GET /healthz HTTP/1.1\r\nHost: gateway\r\n\r\n');
      while (!client.received().includes('"status":"ok"')) await sleep(10);
      const started = Date.now();
      expect(await drainHttpServer(server, 5_000)).toEqual({ inFlight: 0, cut: 0 });
      await client.closed;
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await apollo.stop();
    }
  });

  it('cuts what is still running when the grace period is over', async () => {
    const logs = captureLogs('info');
    const { apollo, server, port } = await slowServer();
    try {
      const client = await rawConnection(port);
      client.socket.write(slowQuery(3_000));
      await sleep(100);
      const started = Date.now();
      expect(await drainHttpServer(server, 300)).toEqual({ inFlight: 1, cut: 1 });
      await client.closed;
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(client.received()).toBe('');
      expect(logs.lines.map((l) => l['msg'])).toContain(
        'shutdown: grace period over; closing the remaining connections (1 request(s) cut)',
      );
    } finally {
      logs.restore();
      await apollo.stop();
    }
  });
});

describe('shutdown on signals', () => {
  it('runs the steps in order on SIGTERM and exits 0; a second signal exits 1 at once', async () => {
    const done: string[] = [];
    const exits: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const dispose = shutdownOnSignals(
      [
        { name: 'drain', run: async () => (await held, done.push('drain')) },
        { name: 'database', run: () => done.push('database') },
      ],
      (code) => exits.push(code),
    );
    try {
      process.emit('SIGTERM', 'SIGTERM');
      await sleep(20);
      expect(done).toEqual([]);
      process.emit('SIGINT', 'SIGINT');
      expect(exits).toEqual([1]);
      release();
      await sleep(20);
      expect(done).toEqual(['drain', 'database']);
      expect(exits).toEqual([1, 0]);
    } finally {
      dispose();
    }
  });

  it('runs every step even after one fails, and counts the failures', async () => {
    const done: string[] = [];
    const failed = await runSteps([
      {
        name: 'a',
        run: () => {
          throw new Error('boom');
        },
      },
      { name: 'b', run: () => done.push('b') },
    ]);
    expect(failed).toBe(1);
    expect(done).toEqual(['b']);
  });
});
