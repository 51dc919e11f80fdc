import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { CustomerRegisterDocument } from '../../../graphql/documents/CustomerRegisterDocument';
import { useMenuState } from '../../../shared/menu-state/menu-state';
import { useCart } from '../../cart/hooks/use-cart';
import { useImportGuestDesigns } from '../../personal/hooks/use-saved-designs';
import { useImportGuestProducts } from '../../personal/hooks/use-saved-products';
import { safeRedirectPath } from '../../../shared/navigation/safe-redirect.rules';
import type { RegisterValues } from '../auth/auth-form.rules';

/**
 * Registering (spec §4): the gateway creates the account and signs the customer in (cookies), the
 * new customer goes into the cache, and the shopper continues to a safe `redirect` or the account.
 * Rejects with the call's error (EMAIL_TAKEN, BAD_USER_INPUT with field messages, RATE_LIMITED).
 */
export function useRegister(): (values: RegisterValues) => Promise<void> {
  const loadClient = useApolloClientLoader();
  const router = useRouter();
  const { closeMenu } = useMenuState();
  const { mergeAfterSignIn } = useCart();
  const importGuestDesigns = useImportGuestDesigns();
  const importGuestProducts = useImportGuestProducts();
  return useCallback(
    async ({ firstName, lastName, email, password }: RegisterValues) => {
      const client = await loadClient();
      const { data } = await client.mutate({
        mutation: CustomerRegisterDocument,
        variables: { input: { firstname: firstName.trim(), lastname: lastName.trim(), email: email.trim(), password } },
      });
      if (data) client.writeQuery({ query: CustomerGetDocument, data: { customer: data.createCustomerV2.customer } });
      // The guest cart moves into the customer's cart (spec §4), then the cart is fetched again.
      await mergeAfterSignIn();
      // Designs and products a guest saved in this browser move into the account too.
      await importGuestDesigns();
      await importGuestProducts();
      closeMenu();
      await router.push(safeRedirectPath(router.query.redirect));
    },
    [loadClient, router, closeMenu, mergeAfterSignIn, importGuestDesigns, importGuestProducts],
  );
}
