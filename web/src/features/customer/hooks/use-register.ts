import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useCallback } from 'react';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { CustomerRegisterDocument } from '../../../graphql/documents/CustomerRegisterDocument';
import type { RegisterValues } from '../auth/auth-form.rules';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * Registering (spec §4): the gateway creates the account and signs the customer in (cookies), the
 * new customer goes into the cache, then what follows every sign-in (`useAfterSignIn`).
 * Rejects with the call's error (EMAIL_TAKEN, BAD_USER_INPUT with field messages, RATE_LIMITED).
 */
export function useRegister(): (values: RegisterValues) => Promise<void> {
  const loadClient = useApolloClientLoader();
  const afterSignIn = useAfterSignIn();
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
