import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';

const MAX_BODY_BYTES = 1_000_000;

export type HttpOptions<TContext extends BaseContext> = {
  apollo: ApolloServer<TContext>;
  context: (req: IncomingMessage) => Promise<TContext>;
  health: () => Promise<boolean>;
  /** Set-Cookie values the request's resolvers asked for. */
  responseCookies?: (context: TContext) => string[];
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small Node HTTP front for Apollo Server: /graphql (GET and POST), /health for container
 * health checks, 404 otherwise. Apollo Server does CSRF prevention, content negotiation and the
 * landing page; this only moves bytes.
 */
export function createHttpServer<TContext extends BaseContext>(options: HttpOptions<TContext>): Server {
  return createServer((req, res) => {
    handle(req, res, options).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error('[gateway] unhandled HTTP error', error);
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: status === 500 ? 'Internal server error' : (error as Error).message }] }));
    });
  });
}

async function handle<TContext extends BaseContext>(req: IncomingMessage, res: ServerResponse, options: HttpOptions<TContext>) {
  const url = new URL(req.url ?? '/', 'http://gateway');
  if (url.pathname === '/health') {
    const ok = await options.health().catch(() => false);
    res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable' }));
    return;
  }
  if (url.pathname !== '/graphql' && url.pathname !== '/graphql/') {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Not found' }] }));
    return;
  }
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: unknown = undefined;
  if (req.method === 'POST') {
    const raw = await readBody(req);
    const type = headers.get('content-type') ?? '';
    // Only JSON bodies are parsed; Apollo's CSRF prevention rejects other simple requests.
    if (type.includes('application/json')) {
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        throw new HttpError(400, 'Malformed JSON body');
      }
    } else {
      body = raw;
    }
  }
  let context: TContext | undefined;
  const response = await options.apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
    context: async () => (context = await options.context(req)),
  });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  const cookies = context && options.responseCookies ? options.responseCookies(context) : [];
  if (cookies.length) {
    res.setHeader('set-cookie', cookies);
    // A response that sets a session must never be stored by a shared cache.
    res.setHeader('cache-control', 'no-store');
  }
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
