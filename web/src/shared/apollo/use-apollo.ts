import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { useMemo, useRef } from 'react';
import { createApolloClient, mergeCacheState } from './create-apollo-client';

const browserClients = new Map<string, ApolloClient>();

/**
 * The browser's Apollo client for a storefront (created once, same-origin /graphql with the
 * store header) with the page's server state merged in before the page renders. On the server
 * each render gets its own client from the page's state.
 */
export function useApollo(state: NormalizedCacheObject | undefined, store: string): ApolloClient {
  const lastState = useRef<NormalizedCacheObject | undefined>(undefined);
  return useMemo(() => {
    if (typeof window === 'undefined') {
      return createApolloClient({ uri: 'http://unused.invalid/graphql', ssr: true, initialState: state });
    }
    let client = browserClients.get(store);
    if (!client) {
      client = createApolloClient({ uri: '/graphql', headers: { store }, ssr: false, initialState: state });
      browserClients.set(store, client);
    } else if (state && state !== lastState.current) {
      client.cache.restore(mergeCacheState(client.cache.extract() as NormalizedCacheObject, state));
    }
    lastState.current = state;
    return client;
  }, [state, store]);
}
