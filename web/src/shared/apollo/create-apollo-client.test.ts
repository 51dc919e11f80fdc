/**
 * @jest-environment node
 */
import { gql } from '@apollo/client';
import { createApolloClient } from './create-apollo-client';

const PING = gql`
  query Ping {
    ping
  }
`;
const PONG = gql`
  mutation Pong {
    pong
  }
`;

/** A gateway answering `statuses` in turn, a GraphQL answer on 200 and an error page otherwise. */
function gateway(...statuses: number[]) {
  const send = jest.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const status = statuses.shift() ?? 500;
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    return status === 200
      ? Response.json({ data: operationName === 'Ping' ? { ping: 'ok' } : { pong: 'ok' } })
      : new Response('Service Unavailable', { status, headers: { 'content-type': 'text/plain' } });
  });
  return send;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The operation's outcome, the pause before a retry passed with fake timers (no real sleep). */
async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const outcome = Promise.allSettled([promise]);
  await jest.runAllTimersAsync();
  return (await outcome)[0]!;
}

const failure = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? String(result.reason) : 'answered');

describe('createApolloClient', () => {
  it('with retryQueries (the browser’s), asks a query once more after a passing failure, by POST', async () => {
    const send = gateway(503, 200);
    const client = createApolloClient({ uri: 'http://shop.test/graphql', ssr: false, retryQueries: true, fetch: send });
    expect(await settle(client.query({ query: PING }))).toMatchObject({ value: { data: { ping: 'ok' } } });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([, init]) => init?.method)).toEqual(['POST', 'POST']);
  });

  it('with retryQueries, returns a query’s second failure as the error', async () => {
    const send = gateway(502, 503);
    const client = createApolloClient({ uri: 'http://shop.test/graphql', ssr: false, retryQueries: true, fetch: send });
    expect(failure(await settle(client.query({ query: PING })))).toContain('status code 503');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never asks a mutation twice, even with retryQueries', async () => {
    const send = gateway(503, 200);
    const client = createApolloClient({ uri: 'http://shop.test/graphql', ssr: false, retryQueries: true, fetch: send });
    expect(failure(await settle(client.mutate({ mutation: PONG })))).toContain('status code 503');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('without retryQueries (the server’s), asks a query once', async () => {
    const send = gateway(503, 200);
    const client = createApolloClient({ uri: 'http://shop.test/graphql', ssr: true, fetch: send });
    expect(failure(await settle(client.query({ query: PING })))).toContain('status code 503');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
