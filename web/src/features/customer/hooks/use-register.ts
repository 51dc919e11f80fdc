import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useCallback } from 'react';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { CustomerRegisterDocument } from '../../../graphql/documents/CustomerRegisterDocument';
import type { RegisterValues } from '../auth/auth-form.rules';

/**
 * Registering (spec §4): the gateway creates the account and signs the customer in (cookies), the
 * new customer goes into the cache, then `afterSignIn`: what follows every sign-in (the
 * application's `useAfterSignIn`, as for `useSignIn`).
 * Rejects with the call's error (EMAIL_TAKEN, BAD_USER_INPUT with field messages, RATE_LIMITED).
 */
export function useRegister(afterSignIn: () => Promise<void>): (values: RegisterValues) => Promise<void> {
  const loadClient = useApolloClientLoader();
  return useCallback(
    async ({ firstName, lastName, email, password }: RegisterValues) => {
      const client = await loadClient();
      const { data } = await client.mutate({
        mutation: CustomerRegisterDocument,
        variables: { input: { firstname: firstName.trim(), lastname: lastName.trim(), email: email.trim(), password } },
      });
      if (data) client.writeQuery({ query: CustomerGetDocument, data: { customer: data.createCustomerV2.customer } });
      await afterSignIn();
    },
    [loadClient, afterSignIn],
  );
}
