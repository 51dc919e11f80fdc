/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { createApolloClient } from '../apollo/create-apollo-client';
import { isServiceUnavailable } from '../errors/unavailable';
import { isUnauthenticated } from '../forms/server-errors';
import { CatalogueRouteGetDocument } from '../../graphql/documents/CatalogueRouteGetDocument';
import { createServerGatewayClient, httpTransport, type GatewayTransport } from './server-gateway-client';
import http from 'node:http';
import {
  BATCH_REFUSED_CODE,
  BATCH_REFUSED_MESSAGE,
  BATCH_TOKEN_HEADER,
  GRAPHQL_MAX_BATCH_OPERATIONS,
} from '@cadence/server-kit/graphql-batch';
import type { AddressInfo } from 'node:net';

type Answer = { status?: number; type?: string; body: unknown };

/**
 * A gateway that answers each request with the next answer, and keeps what it was asked: as a fetch
 * (for Apollo's client) and as a transport (for ours).
 */
function gateway(...answers: Answer[]) {
  const asked: { headers: Record<string, string>; body: { operationName?: string; query: string; variables: unknown } }[] = [];
  const next = (headers: Record<string, string>, body: string) => {
    asked.push({ headers, body: JSON.parse(body) });
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    return {
      status: answer.status ?? 200,
      contentType: answer.type ?? 'application/graphql-response+json; charset=utf-8',
      bodyText: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
    };
  };
  const fetchImpl = (async (_uri: string, init: RequestInit) => {
    const reply = next(init.headers as Record<string, string>, String(init.body));
    return new Response(reply.bodyText, { status: reply.status, headers: { 'content-type': reply.contentType } });
  }) as typeof fetch;
  const transport: GatewayTransport = async (_uri, headers, body) => next(headers, body);
  return { fetchImpl, transport, asked };
}

const route = {
  getUrlInfo: { __typename: 'UrlInfo', type: 'CATEGORY', entity_id: 7, redirect_code: 0, relative_url: 'bikes/road' },
};
const variables = { urlKey: 'bikes/road' };

describe('createServerGatewayClient', () => {
  it("asks as Apollo asks: the document with __typename, its operation name and variables, Apollo's Accept header", async () => {
    const mine = gateway({ body: { data: route } });
    const apollos = gateway({ body: { data: route } });
    await createServerGatewayClient('http://gateway/graphql', { store: 'de-DE', cookie: 'a=1' }, mine.transport).query({
      query: CatalogueRouteGetDocument,
      variables,
      context: { headers: { cookie: 'location=FR' } },
    });
    await createApolloClient({
      uri: 'http://gateway/graphql',
      headers: { store: 'de-DE', cookie: 'a=1' },
      ssr: true,
      fetch: apollos.fetchImpl,
    }).query({
      query: CatalogueRouteGetDocument,
      variables,
      fetchPolicy: 'no-cache',
      context: { headers: { cookie: 'location=FR' } },
    });
    const [sent] = mine.asked;
    const [apollo] = apollos.asked;
    expect(sent!.body.query).toBe(apollo!.body.query);
    expect(sent!.body.query).toContain('__typename');
    expect(sent!.body.operationName).toBe('CatalogueRouteGet');
    expect(sent!.body.variables).toEqual(variables);
    expect(sent!.headers).toMatchObject({ store: 'de-DE', cookie: 'location=FR', accept: apollo!.headers.accept });
    expect(sent!.headers['content-type']).toBe('application/json');
  });

  it('answers like Apollo for data, GraphQL errors under each error policy, and HTTP failures', async () => {
    const cases: [string, Answer, 'none' | 'all' | 'ignore'][] = [
      ['data', { body: { data: route } }, 'none'],
      [
        'errors, policy none',
        { body: { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] } },
        'none',
      ],
      [
        'errors, policy all',
        { body: { data: route, errors: [{ message: 'part', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } },
        'all',
      ],
      ['errors, policy ignore', { body: { data: route, errors: [{ message: 'part' }] } }, 'ignore'],
      [
        '503 with a GraphQL body',
        { status: 503, body: { errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } },
        'all',
      ],
      ['502 from a proxy', { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' }, 'all'],
      ['not JSON', { type: 'application/json', body: 'oops' }, 'all'],
      ['malformed', { body: { hello: 1 } }, 'all'],
    ];
    const outcomes: string[] = [];
    for (const [name, answer, errorPolicy] of cases) {
      const settle = (p: Promise<{ data: unknown; error?: unknown }>) =>
        p.then(
          (r) => ({
            data: r.data ?? undefined,
            error: r.error ? { kind: r.error.constructor.name, message: (r.error as Error).message } : undefined,
          }),
          (e: Error) => ({ thrown: e.constructor.name, message: e.message }),
        );
      const mine = await settle(
        createServerGatewayClient('http://gateway/graphql', {}, gateway(answer).transport).query({
          query: CatalogueRouteGetDocument,
          variables,
          errorPolicy,
        }),
      );
      const apollo = await settle(
        createApolloClient({ uri: 'http://gateway/graphql', ssr: true, fetch: gateway(answer).fetchImpl }).query({
          query: CatalogueRouteGetDocument,
          variables,
          errorPolicy,
          fetchPolicy: 'no-cache',
        }),
      );
      expect({ name, ...mine }).toEqual({ name, ...apollo });
      outcomes.push(
        `${name}: ${'thrown' in mine ? `throws ${mine.thrown}` : `${mine.data ? 'data' : 'no data'}${mine.error ? `, ${mine.error.kind}` : ''}`}`,
      );
    }
    // Both sides agreeing is not enough: each case is what the shop expects of it.
    expect(outcomes).toEqual([
      'data: data',
      'errors, policy none: throws CombinedGraphQLErrors',
      'errors, policy all: data, CombinedGraphQLErrors',
      'errors, policy ignore: data',
      '503 with a GraphQL body: no data, CombinedGraphQLErrors',
      '502 from a proxy: no data, ServerError',
      'not JSON: no data, ServerParseError',
      'malformed: no data, ServerError',
    ]);
  });

  it('keeps the error classes the shop decides by (sign-in needed, shop out of reach)', async () => {
    const ask = (answer: Answer) =>
      createServerGatewayClient('http://gateway/graphql', {}, gateway(answer).transport)
        .query({ query: CatalogueRouteGetDocument, variables })
        .catch((e: unknown) => e);
    const signedOut = await ask({ body: { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(CombinedGraphQLErrors.is(signedOut) && isUnauthenticated(signedOut)).toBe(true);
    const down = await ask({ status: 503, type: 'application/json', body: { message: 'down' } });
    expect(ServerError.is(down) && isServiceUnavailable(down)).toBe(true);
    expect(ServerParseError.is(await ask({ type: 'application/json', body: '{' }))).toBe(true);
    const unreachable = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const failing: GatewayTransport = async () => {
      throw unreachable;
    };
    const thrown = await createServerGatewayClient('http://gateway/graphql', {}, failing)
      .query({ query: CatalogueRouteGetDocument, variables })
      .catch((e: unknown) => e);
    expect(thrown).toBe(unreachable);
    expect(isServiceUnavailable(thrown)).toBe(true);
  });

  it('sends each query as one POST with its length over a kept-alive connection, and reads the answer', async () => {
    const seen: { method?: string; length?: string; encoding?: string; body: string; socket: unknown }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({
          method: req.method,
          length: req.headers['content-length'],
          encoding: req.headers['accept-encoding'],
          body,
          socket: req.socket,
        });
        res.writeHead(200, { 'content-type': 'application/graphql-response+json' });
        res.end(JSON.stringify({ data: route }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    try {
      const client = createServerGatewayClient(uri, { store: 'en-GB' }, httpTransport);
      const first = await client.query({ query: CatalogueRouteGetDocument, variables });
      const second = await client.query({ query: CatalogueRouteGetDocument, variables: { urlKey: 'räder' } });
      expect(first.data).toEqual(route);
      expect(second.data).toEqual(route);
      expect(seen.map((s) => s.method)).toEqual(['POST', 'POST']);
      // The length counts bytes, not characters ("ä" is two).
      expect(seen.map((s) => Number(s.length))).toEqual(seen.map((s) => Buffer.byteLength(s.body)));
      expect(JSON.parse(seen[1]!.body).variables).toEqual({ urlKey: 'räder' });
      // Uncompressed (nothing asked for), and the second query on the first one's connection.
      expect(seen[0]!.encoding).toBeUndefined();
      expect(seen[1]!.socket).toBe(seen[0]!.socket);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    // A gateway that is not there (once the pool has seen its kept-alive socket close): the socket's
    // own error, which the shop answers with its 503 page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await createServerGatewayClient(uri, {}, httpTransport)
      .query({ query: CatalogueRouteGetDocument, variables })
      .catch((e: unknown) => e);
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isServiceUnavailable(refused)).toBe(true);
  });
  describe('one request per round', () => {
    const TOKEN = { batchToken: 'the-batch-token' };
    /** A gateway transport that answers each request with `reply(body)`, and keeps what it was sent. */
    const recording = (reply: (body: unknown) => { status?: number; type?: string; body: unknown }) => {
      const sent: unknown[] = [];
      const headersSent: Record<string, string>[] = [];
      const transport: GatewayTransport = async (_uri, headers, body) => {
        const parsed = JSON.parse(body) as unknown;
        sent.push(parsed);
        headersSent.push(headers);
        const answer = reply(parsed);
        return {
          status: answer.status ?? 200,
          contentType: answer.type ?? 'application/graphql-response+json; charset=utf-8',
          bodyText: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
        };
      };
      return { sent, headersSent, transport, shapes: () => sent.map((body) => (Array.isArray(body) ? body.length : 'one')) };
    };
    const routeOf = (urlKey: string) => ({ getUrlInfo: { ...route.getUrlInfo, relative_url: urlKey } });
    /** Answers each operation of a batch (or a single one) with its own route. */
    const answerEach = (body: unknown) => {
      const one = (op: { variables: { urlKey: string } }) => ({ data: routeOf(op.variables.urlKey) });
      return { body: Array.isArray(body) ? body.map(one) : one(body as { variables: { urlKey: string } }) };
    };
    const ask = (client: ReturnType<typeof createServerGatewayClient>, urlKey: string, extra: object = {}) =>
      client.query({ query: CatalogueRouteGetDocument, variables: { urlKey }, ...extra });

    it('sends the queries asked in the same tick as one batch with its token, and gives each its own answer', async () => {
      const gatewayAt = recording(answerEach);
      const client = createServerGatewayClient('http://gateway/graphql', { store: 'en-GB' }, gatewayAt.transport, TOKEN);
      const answers = await Promise.all(['a', 'b', 'c'].map((urlKey) => ask(client, urlKey)));
      expect(answers.map((answer) => answer.data)).toEqual([routeOf('a'), routeOf('b'), routeOf('c')]);
      expect(gatewayAt.shapes()).toEqual([3]);
      expect(
        (gatewayAt.sent[0] as { operationName: string; variables: unknown }[]).map((op) => [op.operationName, op.variables]),
      ).toEqual([
        ['CatalogueRouteGet', { urlKey: 'a' }],
        ['CatalogueRouteGet', { urlKey: 'b' }],
        ['CatalogueRouteGet', { urlKey: 'c' }],
      ]);
      expect(gatewayAt.headersSent[0]).toMatchObject({ store: 'en-GB', [BATCH_TOKEN_HEADER]: 'the-batch-token' });
      // The next round is a request of its own; a query alone is sent as it always was, without the token.
      await ask(client, 'd');
      expect(gatewayAt.shapes()).toEqual([3, 'one']);
      expect(gatewayAt.headersSent[1]![BATCH_TOKEN_HEADER]).toBeUndefined();
    });

    it('asks one operation per request without a batch token (no PROXY_SECRET)', async () => {
      const gatewayAt = recording(answerEach);
      const client = createServerGatewayClient('http://gateway/graphql', {}, gatewayAt.transport);
      const answers = await Promise.all(['a', 'b'].map((urlKey) => ask(client, urlKey)));
      expect(answers.map((answer) => answer.data)).toEqual([routeOf('a'), routeOf('b')]);
      expect(gatewayAt.shapes()).toEqual(['one', 'one']);
    });

    it('holds at most GRAPHQL_MAX_BATCH_OPERATIONS per request, and sends queries with other headers apart', async () => {
      const gatewayAt = recording(answerEach);
      const client = createServerGatewayClient('http://gateway/graphql', { store: 'en-GB' }, gatewayAt.transport, TOKEN);
      const keys = Array.from({ length: GRAPHQL_MAX_BATCH_OPERATIONS + 2 }, (_, i) => `k${i}`);
      const answers = await Promise.all([
        ...keys.map((urlKey) => ask(client, urlKey)),
        ask(client, 'fr', { context: { headers: { cookie: 'location=FR' } } }),
      ]);
      expect(answers.map((answer) => answer.data)).toEqual([...keys, 'fr'].map(routeOf));
      expect(gatewayAt.shapes()).toEqual([GRAPHQL_MAX_BATCH_OPERATIONS, 2, 'one']);
      expect(gatewayAt.headersSent.map((headers) => headers.cookie)).toEqual([undefined, undefined, 'location=FR']);
    });

    it("keeps each answer its own errors, under each query's error policy", async () => {
      const gatewayAt = recording(() => ({
        status: 400,
        body: [
          { data: route },
          { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] },
          { hello: 1 },
        ],
      }));
      const client = createServerGatewayClient('http://gateway/graphql', {}, gatewayAt.transport, TOKEN);
      const settled = await Promise.allSettled([
        client.query({ query: CatalogueRouteGetDocument, variables }),
        client.query({ query: CatalogueRouteGetDocument, variables, errorPolicy: 'all' }),
        client.query({ query: CatalogueRouteGetDocument, variables, errorPolicy: 'all' }),
      ]);
      expect(settled[0]).toEqual({ status: 'fulfilled', value: { data: route } });
      const second = (settled[1] as PromiseFulfilledResult<{ data: unknown; error?: unknown }>).value;
      expect(second.data).toBeUndefined();
      expect(CombinedGraphQLErrors.is(second.error) && isUnauthenticated(second.error)).toBe(true);
      const third = (settled[2] as PromiseFulfilledResult<{ data: unknown; error?: unknown }>).value;
      expect(ServerError.is(third.error) && (third.error as Error).message).toBe(
        "Server response was malformed for query 'CatalogueRouteGet'.",
      );
      expect(gatewayAt.shapes()).toEqual([3]);
    });

    it('fails every query of a batch the gateway or the network failed as a whole as that fails one, and asks nothing again', async () => {
      const wholes: [string, { status: number; type: string; body: unknown }][] = [
        [
          'an outage',
          {
            status: 503,
            type: 'application/json',
            body: { errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
          },
        ],
        ['a proxy', { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' }],
      ];
      for (const [name, whole] of wholes) {
        const gatewayAt = recording(() => whole);
        const client = createServerGatewayClient('http://gateway/graphql', {}, gatewayAt.transport, TOKEN);
        const errors = await Promise.all(['a', 'b'].map((urlKey) => ask(client, urlKey).catch((e: unknown) => e)));
        const alone = await createServerGatewayClient('http://gateway/graphql', {}, recording(() => whole).transport)
          .query({ query: CatalogueRouteGetDocument, variables: { urlKey: 'a' } })
          .catch((e: unknown) => e);
        for (const error of errors)
          expect({ name, kind: (error as Error).constructor.name }).toEqual({ name, kind: (alone as Error).constructor.name });
        expect({ name, shapes: gatewayAt.shapes() }).toEqual({ name, shapes: [2] });
      }
      const unreachable = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
      let calls = 0;
      const down = createServerGatewayClient(
        'http://gateway/graphql',
        {},
        async () => {
          calls++;
          throw unreachable;
        },
        TOKEN,
      );
      expect(await Promise.all(['a', 'b'].map((urlKey) => ask(down, urlKey).catch((e: unknown) => e)))).toEqual([
        unreachable,
        unreachable,
      ]);
      expect(calls).toBe(1);
    });

    it.each([
      [
        'refused it (BATCH_REFUSED: another PROXY_SECRET)',
        { message: BATCH_REFUSED_MESSAGE, extensions: { code: BATCH_REFUSED_CODE } },
      ],
      // Found by review: during a rolling deploy an older gateway answers Apollo Server's own refusal.
      [
        'is older than batches (Apollo Server refuses them)',
        { message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } },
      ],
    ])('asks one by one for a minute when the gateway %s, then batches again', async (_name, refusal) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const now = jest.spyOn(Date, 'now');
      try {
        let refusing = true;
        const gatewayAt = recording((body) =>
          Array.isArray(body) && refusing
            ? {
                status: 400,
                type: 'application/json',
                body: { errors: [refusal] },
              }
            : answerEach(body),
        );
        const client = createServerGatewayClient(
          `http://refusing-gateway-${refusal.extensions.code}/graphql`,
          {},
          gatewayAt.transport,
          TOKEN,
        );
        const round = async () =>
          (await Promise.all(['a', 'b'].map((urlKey) => ask(client, urlKey)))).map((answer) => answer.data);
        now.mockReturnValue(1_000_000);
        expect(await round()).toEqual([routeOf('a'), routeOf('b')]);
        expect(gatewayAt.shapes()).toEqual([2, 'one', 'one']);
        now.mockReturnValue(1_000_000 + 59_000);
        expect(await round()).toEqual([routeOf('a'), routeOf('b')]);
        expect(gatewayAt.shapes()).toEqual([2, 'one', 'one', 'one', 'one']);
        expect(warn).toHaveBeenCalledTimes(1);
        refusing = false;
        now.mockReturnValue(1_000_000 + 61_000);
        expect(await round()).toEqual([routeOf('a'), routeOf('b')]);
        expect(gatewayAt.shapes()).toEqual([2, 'one', 'one', 'one', 'one', 2]);
      } finally {
        now.mockRestore();
        warn.mockRestore();
      }
    });
  });
});
