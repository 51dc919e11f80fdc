import type { AddressInfo } from 'node:net';
import { ApolloServer, type BaseContext } from '@apollo/server';
import { GRAPHQL_JSON_NESTING, GRAPHQL_MAX_BODY_BYTES, JSON_NESTING_REFUSED_MESSAGE } from '@cadence/server-kit/http-refusals';
import { createHttpServer } from './http';

// The rule itself (jsonNestingWithin): server-kit/src/http-refusals.test.ts. This is the gateway's
// HTTP front using it before it parses a JSON body.

describe('a JSON body the gateway would parse', () => {
  let apollo: ApolloServer<BaseContext>;
  let server: ReturnType<typeof createHttpServer>;
  let url: string;
  beforeAll(async () => {
    apollo = new ApolloServer<BaseContext>({ typeDefs: 'type Query { ok: Boolean }', stopOnTerminationSignals: false });
    await apollo.start();
    server = createHttpServer({ apollo, context: async () => ({}), health: async () => true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  });

  const post = (body: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const refusal = { errors: [{ message: JSON_NESTING_REFUSED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] };

  it('is refused with 400 when it nests 1 MB deep, or holds 1 MB of small arrays, and is never parsed', async () => {
    const deep = '['.repeat(GRAPHQL_MAX_BODY_BYTES / 2) + ']'.repeat(GRAPHQL_MAX_BODY_BYTES / 2);
    const wide = `{"query":"{ ok }","variables":{"a":[${Array(GRAPHQL_MAX_BODY_BYTES / 8)
      .fill('[[[]]]')
      .join(',')}]}}`.slice(0, GRAPHQL_MAX_BODY_BYTES);
    const parse = jest.spyOn(JSON, 'parse');
    try {
      for (const body of [deep, wide]) {
        const answer = await post(body);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual(refusal);
      }
      // Found by review: 1 MB of `[[[…]]]` took 150–300 ms of JSON.parse before anything was refused.
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 100_000)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it('is answered as before within the limits: a query, its variables, nesting up to the limit', async () => {
    const variables = { input: { cart_items: Array.from({ length: 100 }, (_, i) => ({ cart_item_uid: `${i}`, quantity: 1 })) } };
    const answer = await post(JSON.stringify({ query: '{ ok }', variables }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { ok: null } });
    // Deep but within the limit: parsed, then answered by Apollo as it answers any such variables.
    const depth = GRAPHQL_JSON_NESTING.maxDepth - 1;
    const deepVariables = `{"query":"{ ok }","variables":{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}}`;
    const deep = await post(deepVariables);
    expect(deep.status).toBe(200);
    expect(await deep.json()).toEqual({ data: { ok: null } });
    // One level more is refused.
    const tooDeep = await post(`{"query":"{ ok }","variables":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`);
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.json()).toEqual(refusal);
  });

  it('keeps its other refusals: malformed JSON is still 400 Malformed JSON body', async () => {
    const answer = await post('{"query": ');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST' } }] });
  });
});
