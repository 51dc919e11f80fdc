import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useCallback } from 'react';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { CustomerSignInDocument } from '../../../graphql/documents/CustomerSignInDocument';
import type { SignInValues } from '../auth/auth-form.rules';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * Signing in (spec §4): the gateway sets the session cookies, the customer is fetched into the
 * cache (the header shows the avatar at once), then what follows every sign-in (`useAfterSignIn`).
 * Rejects with the call's error on failure.
 */
export function useSignIn(): (values: SignInValues) => Promise<void> {
  const loadClient = useApolloClientLoader();
  const afterSignIn = useAfterSignIn();
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
