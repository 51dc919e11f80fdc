// A small round-robin HTTP reverse proxy for the local cluster (scripts/cluster.mjs) and the compose
// balancer: it sends each request to the next replica that is ready (each replica's /readyz, asked
// every second), and sends a request to the other replica when the first refused the connection, so
// a rolling restart (SIGTERM: the replica closes its listener and drains) loses nothing.
//
// Retries: any request whose connection was refused (nothing was sent), or that met a keep-alive
// connection the replica had just closed as idle (nothing was read); GET, HEAD and OPTIONS also on
// any other failure before the answer began. Other requests (a POST the replica may have acted on)
// are never sent twice: they answer 502.
//
// Client address: the shop's one rule (server-kit/src/client-address.ts) decides who
// the client is from the socket, X-Forwarded-For and the proxy secret; the replica gets exactly that
// address in X-Forwarded-For (never the client's own header appended to), and, in front of the
// gateways, the proxy secret that makes the gateway believe it.
/* global setInterval, clearInterval */
import http from 'node:http';
import { clientAddress, PROXY_SECRET_HEADER, proxyMatcher } from '../../server-kit/dist/client-address.js';

/** Hop-by-hop headers (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_BODY_BYTES = 10_000_000;

/**
 * @param {{
 *   name: string;
 *   upstreams: { host: string; port: number }[];
 *   trust?: { proxies: string[]; secret: string | null };
 *   forwardSecret?: string | null;
 *   probePath?: string;
 *   probeIntervalMs?: number;
 *   timeoutMs?: number;
 *   log?: (message: string) => void;
 * }} options
 *   trust: who may tell this balancer a client's address (none by default: it is the edge);
 *   forwardSecret: the PROXY_SECRET sent to the replicas (in front of the gateways).
 */
export function createBalancer(options) {
  const trust = options.trust ?? { proxies: [], secret: null };
  const trusted = proxyMatcher(trust.proxies);
  const probePath = options.probePath ?? '/readyz';
  const log = options.log ?? (() => undefined);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  // Out until its first answer to a probe (every replica is still tried when none is ready).
  const upstreams = options.upstreams.map((u, index) => ({ ...u, index, up: false, since: Date.now() }));
  const counts = { requests: 0, answered: 0, retried: 0, failed: 0, refusedByAll: 0 };
  let next = 0;

  const mark = (upstream, up, why) => {
    if (upstream.up === up) return;
    upstream.up = up;
    upstream.since = Date.now();
    log(`[${options.name}] ${upstream.host}:${upstream.port} ${up ? 'is ready' : `is out (${why})`}`);
  };

  /** The replicas to try, in order: the ready ones round-robin, then the others (one may be back). */
  const order = () => {
    const start = next++ % upstreams.length;
    const rotated = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    return [...rotated.filter((u) => u.up), ...rotated.filter((u) => !u.up)];
  };

  const probe = (upstream) =>
    new Promise((resolve) => {
      const req = http.get({ host: upstream.host, port: upstream.port, path: probePath, agent: false, timeout: 2_000 }, (res) => {
        res.resume();
        mark(upstream, res.statusCode === 200, `${probePath} ${res.statusCode}`);
        resolve();
      });
      req.once('timeout', () => req.destroy(new Error('timeout')));
      req.once('error', (error) => {
        mark(upstream, false, error.code ?? error.message);
        resolve();
      });
    });
  const probes = setInterval(() => upstreams.forEach(probe), options.probeIntervalMs ?? 1_000);
  probes.unref();

  /** One attempt at one replica: resolves with the replica's answer, or rejects with why it failed. */
  const attempt = (upstream, req, headers, body) =>
    new Promise((resolve, reject) => {
      const out = http.request({
        host: upstream.host,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      });
      out.setTimeout(options.timeoutMs ?? 60_000, () =>
        out.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })),
      );
      out.once('response', resolve);
      out.once('error', (error) => {
        // Nothing reached a replica that refused the connection; a kept-alive connection the replica
        // closed as idle (it is draining, or its keep-alive timeout passed) was reset before it read.
        error.safeToRetry =
          error.code === 'ECONNREFUSED' || (out.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'));
        reject(error);
      });
      out.end(body);
    });

  const server = http.createServer(async (req, res) => {
    counts.requests++;
    const chunks = [];
    let size = 0;
    try {
      for await (const chunk of req) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
          res.end('Request body too large\n');
          counts.answered++;
          return;
        }
        chunks.push(chunk);
      }
    } catch {
      return; // the client went away
    }
    const body = Buffer.concat(chunks);
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && name !== PROXY_SECRET_HEADER) headers[name] = value;
    }
    const client = clientAddress(
      {
        socketAddress: req.socket.remoteAddress,
        forwardedFor: [req.headers['x-forwarded-for']].flat().join(', ') || undefined,
        proxySecret: [req.headers[PROXY_SECRET_HEADER]].flat()[0],
      },
      trust,
      trusted,
    );
    headers['x-forwarded-for'] = client;
    if (options.forwardSecret) headers[PROXY_SECRET_HEADER] = options.forwardSecret;
    if (body.length || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);

    let lastError;
    // Two rounds over the replicas: a restarting pair may have one back a moment later.
    const tries = [...order(), ...order()];
    for (let i = 0; i < tries.length; i++) {
      const upstream = tries[i];
      if (i === upstreams.length) await new Promise((resolve) => setTimeout(resolve, 250));
      let answer;
      try {
        answer = await attempt(upstream, req, headers, body);
      } catch (error) {
        lastError = error;
        if (error.code === 'ECONNREFUSED') mark(upstream, false, 'connection refused');
        if (error.safeToRetry || IDEMPOTENT.has(req.method ?? 'GET')) {
          counts.retried++;
          continue;
        }
        break;
      }
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
      answer.pipe(res);
      answer.once('error', () => res.destroy());
      answer.once('aborted', () => res.destroy());
      res.once('finish', () => counts.answered++);
      return;
    }
    counts.failed++;
    if (lastError?.code === 'ECONNREFUSED') counts.refusedByAll++;
    log(`[${options.name}] ${req.method} ${req.url?.slice(0, 80)} failed: ${lastError?.code ?? lastError?.message}`);
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      res.end('Bad gateway: no replica answered\n');
    } else res.destroy();
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    counts,
    upstreams,
    /** Listens and resolves once listening; probes start at once. */
    listen(port, host) {
      upstreams.forEach(probe);
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address().port));
      });
    },
    /** Whether a replica is taken as ready (the cluster waits for this after a restart). */
    isUp: (index) => upstreams[index].up,
    close() {
      clearInterval(probes);
      agent.destroy();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
