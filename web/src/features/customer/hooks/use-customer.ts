import { useQuery } from '../../../shared/apollo/query-hooks';
import { useSyncExternalStore } from 'react';
import type { CustomerGetQuery } from '../../../graphql/graphql';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { readSessionHint } from '../../../shared/session/session-hint';

export type SignedInCustomer = CustomerGetQuery['customer'];

const noSubscription = () => () => undefined;

/** Whether the browser holds a session: false on the server and while the page hydrates, so both render the same. */
function useSessionHint(): boolean {
  return useSyncExternalStore(noSubscription, readSessionHint, () => false);
}

/**
 * The signed-in customer, or null when signed out. The account pages fetch the customer with the
 * page; a page every shopper shares (catalogue, content) is rendered as for a guest, so there the
 * customer is asked for in the browser once the page has hydrated and the session's readable
 * cookie is there (the header's initials fill in then). Signing in or registering writes it.
 */
export function useCustomer(): SignedInCustomer | null {
  const signedIn = useSessionHint();
  const cached = useQuery(CustomerGetDocument, { fetchPolicy: 'cache-only' }).data?.customer ?? null;
  // Asked for only when the cache does not have it yet (every header part shares the one request).
  const fetched = useQuery(CustomerGetDocument, { fetchPolicy: 'cache-first', skip: !signedIn || cached !== null });
  return cached ?? fetched.data?.customer ?? null;
}
