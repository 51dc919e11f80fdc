import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Answers that reach the client, for both servers: the gateway's HTTP front
 * (graphql-gateway/src/gateway/http.ts) and the web server (web/server/index.cjs). A server that
 * answers before reading a request's body and then closes makes the kernel reset the connection,
 * and a client still sending its body loses the answer with it (the robustness tier saw a 405 to a
 * TRACE with 2 MB, a 308 to a POST, and the parser's 400 to a POST with a NUL in a header, as
 * connections closed without an answer). So every answer's end waits until the rest of the body is
 * read and dropped (endAfterBody), and the parser's refusals are answered and then read
 * (answerClientError), bounded: past DISCARD_MAX_BYTES or DISCARD_MAX_MS a hostile client gets the
 * answer and a close.
 */

/**
 * The largest GraphQL request body either server reads: the gateway's own limit, and the web's
 * same-origin /graphql proxy, which refuses a larger one before holding it in memory.
 */
export const GRAPHQL_MAX_BODY_BYTES = 1_000_000;

/**
 * A request's body, at most `maxBytes`: null once it is known to be larger, declared or sent (the
 * rest is left to flow away unread; the answer's end waits for it, endAfterBody). Both servers'
 * GraphQL bodies are read with it, so neither holds more than the limit of a hostile one.
 */
export function readBodyWithin(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length']) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      chunks.length = 0;
      req.resume();
      resolve(null);
    };
    req.on('data', onData);
    req.once('error', reject);
    req.once('end', () => {
      if (size <= maxBytes) resolve(Buffer.concat(chunks));
    });
  });
}

export type JsonNestingLimits = Readonly<{ maxDepth: number; maxContainers: number }>;

/**
 * How much structure a GraphQL request's JSON may hold, checked on its raw text before it is parsed
 * (jsonNestingWithin), by both servers: the gateway before JSON.parse, the web's /graphql proxy
 * before passing the body on. What a parse costs follows the arrays and objects it builds, not the
 * bytes (Node 20, 1 MB each): `[[[…]]]` 260–740 ms, `[[[]],[[]],…]` (depth 3) 100–220 ms, a flat
 * list of numbers 16–35 ms, one long string 3–10 ms. A depth bound alone still lets the second
 * through, so the count is bounded too. The shop's own requests are far inside both: variables nest
 * a handful of levels (a batch adds one), and the longest list of objects they send is a cart
 * update's lines (the shims take at most 100).
 */
export const GRAPHQL_JSON_NESTING: JsonNestingLimits = Object.freeze({ maxDepth: 32, maxContainers: 10_000 });

/** Both servers' answer (400, BAD_REQUEST) to a body past GRAPHQL_JSON_NESTING. */
export const JSON_NESTING_REFUSED_MESSAGE = 'The request body nests too deeply or holds too many arrays and objects.';

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }

/**
 * Whether a JSON text stays within `limits`: at most `maxDepth` arrays and objects inside one another
 * and `maxContainers` in all. One pass over the raw text counting `[` and `{` outside strings, so a
 * hostile body is refused in linear time, without being parsed. It takes the text or its UTF-8 bytes
 * alike: a multi-byte character has no byte below 0x80, so it never holds a `"`, `\`, `[` or `{`.
 * It does not check that the text is JSON (the parse after it does): up to a parse's first error,
 * the parse and this scan read the text alike, so nothing the parse builds went uncounted.
 */
export function jsonNestingWithin(text: string | Uint8Array, limits: JsonNestingLimits = GRAPHQL_JSON_NESTING): boolean {
  const isString = typeof text === 'string';
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = isString ? text.charCodeAt(i) : text[i]!;
    if (inString) {
      // An escape's next character is never the string's end (a \uXXXX's digits are plain ones).
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth++;
      containers++;
      if (depth > limits.maxDepth || containers > limits.maxContainers) return false;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return true;
}

/** The most of a refused request's body that is read (and dropped) before answering, and how long. */
export const DISCARD_MAX_BYTES = 8 * 1024 * 1024;
export const DISCARD_MAX_MS = 10_000;

/**
 * Reads and drops what is left of the body of a request refused before any route read it (405,
 * 413, a malformed URL…); resolves when the server may answer: the body is read, gone, or over the
 * bounds. Resolves at once when the request declares no body.
 */
export function discardBody(req: IncomingMessage): Promise<void> {
  if (req.complete || req.destroyed || !declaresBody(req)) {
    req.resume();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let bytes = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', count);
      req.off('end', done);
      req.off('error', done);
      req.off('close', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DISCARD_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DISCARD_MAX_MS);
    req.on('data', count);
    req.once('end', done);
    req.once('error', done);
    req.once('close', done);
  });
}

/**
 * Makes `res.end` wait until the request's body is read (or dropped by discardBody, bounded) when
 * the handler answers before reading it: a redirect or a 404 to a POST with a body, or a route's
 * own refusal. Without it the close that follows such an answer resets the connection and the
 * client loses the answer (the robustness tier: a 308 to `POST //evil.example/sitemap.xml`). A
 * request whose body is read, or that has none, ends at once as before.
 */
export function endAfterBody(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (req.complete || !declaresBody(req)) return end(...args);
    void discardBody(req).then(() => end(...args));
    return res;
  }) as ServerResponse['end'];
}

/** Whether a request says it has a body (a length other than 0, or a transfer encoding). */
function declaresBody(req: IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return (declared !== undefined && declared !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** The connections whose refused request was answered and whose rest is being read. */
const answering = new WeakSet<object>();

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * A server's `clientError` handler: answers a request Node's parser refused (an invalid header
 * character, headers too large, a malformed request line, a request timeout) as Node does,
 * 400/431/408 with Connection: close, then reads and drops what the client still sends (bounded)
 * instead of destroying the socket with unread data, which resets the answer away.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } },
): void {
  // Node's parser reports every later chunk of a refused request again: answered once, then read.
  if (answering.has(socket)) return;
  answering.add(socket);
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  let bytes = 0;
  const timer = setTimeout(() => socket.destroy(), DISCARD_MAX_MS);
  timer.unref();
  socket.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > DISCARD_MAX_BYTES) socket.destroy();
  });
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}
