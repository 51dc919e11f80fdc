import type { ApolloClient } from '@apollo/client';
import { createSessionLink } from '../features/customer/session/session-link';
import { createApolloClient } from '../shared/apollo/create-apollo-client';

/**
 * The browser's Apollo client for a storefront: same-origin /graphql with the store header,
 * renewing the customer session when a query finds it expired, and asking a query once more
 * after a passing failure (spec §7; never a mutation). Imported on demand
 * (src/shared/apollo/query-hooks.tsx), so a page's first load does not carry it.
 */
export function createBrowserApolloClient(store: string): ApolloClient {
  return createApolloClient({
    uri: '/graphql',
    headers: { store },
    ssr: false,
    links: [createSessionLink()],
    retryQueries: true,
  });
}
