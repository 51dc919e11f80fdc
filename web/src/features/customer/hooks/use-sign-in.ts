import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useCallback } from 'react';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { CustomerSignInDocument } from '../../../graphql/documents/CustomerSignInDocument';
import type { SignInValues } from '../auth/auth-form.rules';

/**
 * Signing in (spec §4): the gateway sets the session cookies, the customer is fetched into the
 * cache (the header shows the avatar at once), then `afterSignIn`: what follows every sign-in, which
 * crosses features (the guest cart, saved items) and so is the application's (`useAfterSignIn`).
 * Rejects with the call's error on failure.
 */
export function useSignIn(afterSignIn: () => Promise<void>): (values: SignInValues) => Promise<void> {
  const loadClient = useApolloClientLoader();
  return useCallback(
    async ({ email, password }: SignInValues) => {
      const client = await loadClient();
      await client.mutate({ mutation: CustomerSignInDocument, variables: { email: email.trim(), password } });
      await client.query({ query: CustomerGetDocument, fetchPolicy: 'network-only' });
      await afterSignIn();
    },
    [loadClient, afterSignIn],
  );
}
