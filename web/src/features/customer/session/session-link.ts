import type { ApolloClient } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap, throwError } from 'rxjs';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { CustomerTokenRenewDocument } from '../../../graphql/documents/CustomerTokenRenewDocument';
import { isUnauthenticated } from '../../../shared/forms/server-errors';
import { hasSessionHint } from '../../../shared/session/session-hint.rules';

/** Whether this browser holds a session: the readable expiry cookie, or a customer in the cache. */
function hadSession(client: ApolloClient): boolean {
  if (typeof document !== 'undefined' && hasSessionHint(document.cookie)) return true;
  return Boolean(client.cache.readQuery({ query: CustomerGetDocument })?.customer);
}

/** The shopper is signed out: the customer leaves the cache (the header shows the sign-in link). */
function signedOut(client: ApolloClient): void {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'customer' });
  client.cache.gc();
}

/**
 * The browser's session renewal: when a query fails with UNAUTHENTICATED while the shopper
 * thought they were signed in (the access token ran out between page loads), the session is
 * renewed once (renewCustomerToken, which rotates the cookies) and the query retried; when that
 * fails the shopper is treated as signed out. Concurrent failures share one renewal, because a
 * refresh token is single use.
 */
export function createSessionLink(): ErrorLink {
  let renewal: Promise<boolean> | null = null;
  const renew = (client: ApolloClient): Promise<boolean> => {
    renewal ??= client
      .mutate({ mutation: CustomerTokenRenewDocument })
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        renewal = null;
      });
    return renewal;
  };
  return new ErrorLink(({ error, operation, forward }) => {
    if (operation.operationType !== 'query' || !isUnauthenticated(error)) return;
    const client = operation.client;
    if (operation.getContext().sessionRenewed || !hadSession(client)) {
      signedOut(client);
      return;
    }
    return from(renew(client)).pipe(
      switchMap((renewed) => {
        if (!renewed) {
          signedOut(client);
          return throwError(() => error);
        }
        operation.setContext({ sessionRenewed: true });
        return forward(operation);
      }),
    );
  });
}
