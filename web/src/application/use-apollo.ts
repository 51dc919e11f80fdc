import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { useEffect, useMemo, useRef } from 'react';
import { createSessionLink } from '../features/customer/session/session-link';
import { createApolloClient, mergeCacheState } from '../shared/apollo/create-apollo-client';

const browserClients = new Map<string, ApolloClient>();

/**
 * The browser's Apollo client for a storefront (created once, same-origin /graphql with the
 * store header, renewing the customer session when a query finds it expired) with the page's
 * server state merged in before the page renders. On the server each render gets its own client
 * from the page's state.
 */
export function useApollo(state: NormalizedCacheObject | undefined, store: string): ApolloClient {
  const lastState = useRef<NormalizedCacheObject | undefined>(undefined);
  const restored = useRef(false);
  const client = useMemo(() => {
    if (typeof window === 'undefined') {
      return createApolloClient({ uri: 'http://unused.invalid/graphql', ssr: true, initialState: state });
    }
    let browserClient = browserClients.get(store);
    if (!browserClient) {
      browserClient = createApolloClient({
        uri: '/graphql',
        headers: { store },
        ssr: false,
        initialState: state,
        links: [createSessionLink()],
      });
      browserClients.set(store, browserClient);
    } else if (state && state !== lastState.current) {
      // Merged before the page renders, so newly mounted queries read the new data at once.
      browserClient.cache.restore(mergeCacheState(browserClient.cache.extract() as NormalizedCacheObject, state));
      restored.current = true;
    }
    lastState.current = state;
    return browserClient;
  }, [state, store]);

  useEffect(() => {
    if (!restored.current) return;
    restored.current = false;
    // restore() does not notify queries already on screen (the header's shell, say); an empty
    // batch broadcasts to every watcher whose result changed, after this render has committed.
    client.cache.batch({ update: () => undefined });
  }, [client, state]);

  return client;
}
