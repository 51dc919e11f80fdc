// A raw HTTP/1.1 client over a TCP socket. Node's http client and fetch refuse or normalise what a
// hostile client sends (control characters and spaces in the path, invalid percent-encoding, invalid
// UTF-8 in headers, methods such as TRACE with bodies); the robustness tier must send exactly those
// bytes, so it writes the request itself and reads only the status line and headers it needs.
import net from 'node:net';

/** How much of a response is kept (the status line, headers and the start of the body). */
const KEEP_BYTES = 64 * 1024;

/**
 * Sends one request and resolves with its outcome; never rejects.
 * @param {{ host: string; port: number; method: string; path: string | Buffer; headers?: Array<[string, string | Buffer]>; body?: Buffer | string; timeoutMs?: number }} request
 * @returns {Promise<{ status: number; outcome: 'response' | 'reset' | 'timeout' | 'refused'; headers: Record<string, string>; bodyStart: string; bytes: number }>}
 */
export function rawRequest({ host, port, method, path, headers = [], body, timeoutMs = 20_000 }) {
  const payload = body === undefined ? null : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const head = [
    Buffer.from(`${method} `, 'latin1'),
    Buffer.isBuffer(path) ? path : Buffer.from(path, 'latin1'),
    Buffer.from(` HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n`, 'latin1'),
  ];
  for (const [name, value] of headers) {
    head.push(
      Buffer.from(`${name}: `, 'latin1'),
      Buffer.isBuffer(value) ? value : Buffer.from(value, 'latin1'),
      Buffer.from('\r\n'),
    );
  }
  if (payload) head.push(Buffer.from(`Content-Length: ${payload.length}\r\n`, 'latin1'));
  head.push(Buffer.from('\r\n'));

  return new Promise((resolve) => {
    const chunks = [];
    let kept = 0;
    let bytes = 0;
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      const parsed = parseHead(raw);
      if (parsed) resolve({ ...parsed, outcome: 'response', bytes });
      else resolve({ status: 0, outcome, headers: {}, bodyStart: '', bytes });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('connect', () => {
      socket.write(Buffer.concat(head));
      // A server may answer (413, 400) and close before the body is read: writing the rest then
      // fails with EPIPE or ECONNRESET, which is an answer, not a crash. The socket is not
      // half-closed after the body (browsers do not do that; Node's server would drop the request).
      if (payload) socket.write(payload);
    });
    socket.on('data', (chunk) => {
      bytes += chunk.length;
      if (kept < KEEP_BYTES) {
        chunks.push(chunk);
        kept += chunk.length;
      }
    });
    socket.on('end', () => finish('reset'));
    socket.on('close', () => finish('reset'));
    socket.on('error', (error) => finish(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
  });
}

/** The status and headers of a raw response, or null when no status line arrived. */
function parseHead(raw) {
  const text = raw.toString('latin1');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!match) return null;
  const end = text.indexOf('\r\n\r\n');
  const headers = {};
  for (const line of text
    .slice(0, end === -1 ? undefined : end)
    .split('\r\n')
    .slice(1)) {
    const i = line.indexOf(':');
    if (i > 0) {
      const name = line.slice(0, i).trim().toLowerCase();
      headers[name] = headers[name] ? `${headers[name]}, ${line.slice(i + 1).trim()}` : line.slice(i + 1).trim();
    }
  }
  const bodyStart = end === -1 ? '' : Buffer.from(text.slice(end + 4, end + 4 + 2048), 'latin1').toString('utf8');
  return { status: Number(match[1]), headers, bodyStart };
}
