import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { possibleTypes, typePolicies } from './type-policies';

export type ApolloClientOptions = {
  uri: string;
  headers?: Record<string, string>;
  ssr: boolean;
  /** The fetch the HTTP link uses (the server records the gateway's Set-Cookie headers with it). */
  fetch?: typeof fetch;
  /** Links in front of the HTTP link (the browser's session renewal). */
  links?: ApolloLink[];
};

/** One Apollo client with the shop's cache policies. Never share one across server requests. */
export function createApolloClient({ uri, headers, ssr, fetch, links = [] }: ApolloClientOptions): ApolloClient {
  // On the server a cache lives for one request: memoising reads (resultCaching) only costs time.
  const cache = new InMemoryCache({ typePolicies, possibleTypes, resultCaching: !ssr });
  return new ApolloClient({
    ssrMode: ssr,
    link: ApolloLink.from([...links, new HttpLink({ uri, headers, credentials: 'same-origin', fetch })]),
    cache,
    defaultOptions: { query: { fetchPolicy: ssr ? 'network-only' : 'cache-first' } },
  });
}
