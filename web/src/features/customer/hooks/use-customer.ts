import { useQuery } from '../../../shared/apollo/query-hooks';
import { useSyncExternalStore } from 'react';
import type { CustomerGetQuery } from '../../../graphql/graphql';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { hasSessionHint } from '../session/session-hint.rules';

export type SignedInCustomer = CustomerGetQuery['customer'];

const noSubscription = () => () => undefined;

/**
 * The session hint as this task sees it. React asks a store for its snapshot several times per
 * render of every part that uses it (the header's parts, each heart), and reading `document.cookie`
 * is not free (Chromium: 20 ms of a child bike page's load at 4x CPU slowdown went to it). The value
 * is read once per task and forgotten when the task ends, so a sign-in or sign-out is seen by the
 * next render as before.
 */
let hintThisTask: boolean | null = null;
export function readSessionHint(): boolean {
  if (hintThisTask === null) {
    hintThisTask = hasSessionHint(document.cookie);
    queueMicrotask(() => {
      hintThisTask = null;
    });
  }
  return hintThisTask;
}

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
