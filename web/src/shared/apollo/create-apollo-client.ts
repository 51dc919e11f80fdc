import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { queryFetch } from './query-fetch';
import { possibleTypes, typePolicies } from './type-policies';

export type ApolloClientOptions = {
  uri: string;
  headers?: Record<string, string>;
  ssr: boolean;
  /** The fetch the HTTP link uses (the server records the gateway's Set-Cookie headers with it). */
  fetch?: typeof fetch;
  /** Links in front of the HTTP link (the browser's session renewal). */
  links?: ApolloLink[];
  /**
   * The browser's: a query answered with a passing failure (a 503 while the gateway restarts) is
   * asked once more (spec §7, query-fetch.ts); mutations never are. Not on the server, where the
   * page renders from what was answered and the browser asks again.
   */
  retryQueries?: boolean;
};

/** One Apollo client with the shop's cache policies. Never share one across server requests. */
export function createApolloClient({
  uri,
  headers,
  ssr,
  fetch,
  links = [],
  retryQueries = false,
}: ApolloClientOptions): ApolloClient {
  // On the server a cache lives for one request: memoising reads (resultCaching) only costs time.
  const cache = new InMemoryCache({ typePolicies, possibleTypes, resultCaching: !ssr });
  const http = (send?: typeof fetch) => new HttpLink({ uri, headers, credentials: 'same-origin', fetch: send });
  const terminating = retryQueries
    ? ApolloLink.split((operation) => operation.operationType === 'query', http(queryFetch(fetch)), http(fetch))
    : http(fetch);
  return new ApolloClient({
    ssrMode: ssr,
    link: ApolloLink.from([...links, terminating]),
    cache,
    defaultOptions: { query: { fetchPolicy: ssr ? 'network-only' : 'cache-first' } },
  });
}
