/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { createApolloClient } from '../apollo/create-apollo-client';
import { isServiceUnavailable } from '../errors/unavailable';
import { isUnauthenticated } from '../forms/server-errors';
import { CatalogueRouteGetDocument } from '../../graphql/documents/CatalogueRouteGetDocument';
import { createServerGatewayClient } from './server-gateway-client';

type Answer = { status?: number; type?: string; body: unknown };

/** A gateway that answers each request with the next answer, and keeps what it was asked. */
function gateway(...answers: Answer[]) {
  const asked: { headers: Record<string, string>; body: { operationName?: string; query: string; variables: unknown } }[] = [];
  const fetchImpl = (async (_uri: string, init: RequestInit) => {
    asked.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.type ?? 'application/graphql-response+json; charset=utf-8' },
    });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const route = { getUrlInfo: { __typename: 'UrlInfo', type: 'CATEGORY', entity_id: 7, redirect_code: 0, relative_url: 'bikes/road' } };
const variables = { urlKey: 'bikes/road' };

describe('createServerGatewayClient', () => {
  it('asks as Apollo asks: the document with __typename, its operation name and variables, Apollo\'s Accept header', async () => {
    const mine = gateway({ body: { data: route } });
    const apollos = gateway({ body: { data: route } });
    await createServerGatewayClient('http://gateway/graphql', { store: 'de-DE', cookie: 'a=1' }, mine.fetchImpl).query({
      query: CatalogueRouteGetDocument,
      variables,
      context: { headers: { cookie: 'location=FR' } },
    });
    await createApolloClient({ uri: 'http://gateway/graphql', headers: { store: 'de-DE', cookie: 'a=1' }, ssr: true, fetch: apollos.fetchImpl })
      .query({ query: CatalogueRouteGetDocument, variables, fetchPolicy: 'no-cache', context: { headers: { cookie: 'location=FR' } } });
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
      ['errors, policy none', { body: { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] } }, 'none'],
      ['errors, policy all', { body: { data: route, errors: [{ message: 'part', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } }, 'all'],
      ['errors, policy ignore', { body: { data: route, errors: [{ message: 'part' }] } }, 'ignore'],
      ['503 with a GraphQL body', { status: 503, body: { errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } }, 'all'],
      ['502 from a proxy', { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' }, 'all'],
      ['not JSON', { type: 'application/json', body: 'oops' }, 'all'],
      ['malformed', { body: { hello: 1 } }, 'all'],
    ];
    const outcomes: string[] = [];
    for (const [name, answer, errorPolicy] of cases) {
      const settle = (p: Promise<{ data: unknown; error?: unknown }>) =>
        p.then(
          (r) => ({ data: r.data ?? undefined, error: r.error ? { kind: r.error.constructor.name, message: (r.error as Error).message } : undefined }),
          (e: Error) => ({ thrown: e.constructor.name, message: e.message }),
        );
      const mine = await settle(
        createServerGatewayClient('http://gateway/graphql', {}, gateway(answer).fetchImpl).query({ query: CatalogueRouteGetDocument, variables, errorPolicy }),
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
      outcomes.push(`${name}: ${'thrown' in mine ? `throws ${mine.thrown}` : `${mine.data ? 'data' : 'no data'}${mine.error ? `, ${mine.error.kind}` : ''}`}`);
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
      createServerGatewayClient('http://gateway/graphql', {}, gateway(answer).fetchImpl).query({ query: CatalogueRouteGetDocument, variables }).catch((e: unknown) => e);
    const signedOut = await ask({ body: { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(CombinedGraphQLErrors.is(signedOut) && isUnauthenticated(signedOut)).toBe(true);
    const down = await ask({ status: 503, type: 'application/json', body: { message: 'down' } });
    expect(ServerError.is(down) && isServiceUnavailable(down)).toBe(true);
    expect(ServerParseError.is(await ask({ type: 'application/json', body: '{' }))).toBe(true);
    const unreachable = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const failing = (async () => {
      throw unreachable;
    }) as unknown as typeof fetch;
    const thrown = await createServerGatewayClient('http://gateway/graphql', {}, failing)
      .query({ query: CatalogueRouteGetDocument, variables })
      .catch((e: unknown) => e);
    expect(thrown).toBe(unreachable);
    expect(isServiceUnavailable(thrown)).toBe(true);
  });
});
