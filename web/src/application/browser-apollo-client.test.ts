/**
 * @jest-environment node
 */
import { gql } from '@apollo/client';
import { createBrowserApolloClient } from './browser-apollo-client';

const PING = gql`
  query Ping {
    ping
  }
`;

describe('createBrowserApolloClient', () => {
  const realFetch = global.fetch;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  it('asks a query once more when /graphql answers with a passing failure (spec §7)', async () => {
    const statuses = [503, 200];
    const send = jest.fn(async () =>
      statuses.shift() === 200 ? Response.json({ data: { ping: 'ok' } }) : new Response('Service Unavailable', { status: 503 }),
    );
    global.fetch = send as unknown as typeof fetch;
    const answer = createBrowserApolloClient('en-GB').query({ query: PING });
    await jest.runAllTimersAsync();
    expect((await answer).data).toEqual({ ping: 'ok' });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map((call) => (call as unknown as [string, RequestInit])[0])).toEqual(['/graphql', '/graphql']);
  });
});
