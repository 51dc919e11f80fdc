import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { CustomerSignInDocument } from '../../../graphql/documents/CustomerSignInDocument';
import { useMenuState } from '../../../shared/menu-state/menu-state';
import { useCart } from '../../cart/hooks/use-cart';
import { useImportGuestDesigns } from '../../personal/hooks/use-saved-designs';
import { useImportGuestProducts } from '../../personal/hooks/use-saved-products';
import { safeRedirectPath } from '../../../shared/navigation/safe-redirect.rules';
import type { SignInValues } from '../auth/auth-form.rules';

/**
 * Signing in (spec §4): the gateway sets the session cookies, the customer is fetched into the
 * cache (the header shows the avatar at once), the mobile menu closes, and the shopper goes to a
 * safe `redirect` parameter or the account. Rejects with the call's error on failure.
 */
export function useSignIn(): (values: SignInValues) => Promise<void> {
  const loadClient = useApolloClientLoader();
  const router = useRouter();
  const { closeMenu } = useMenuState();
  const { mergeAfterSignIn } = useCart();
  const importGuestDesigns = useImportGuestDesigns();
  const importGuestProducts = useImportGuestProducts();
  return useCallback(
    async ({ email, password }: SignInValues) => {
      const client = await loadClient();
      await client.mutate({ mutation: CustomerSignInDocument, variables: { email: email.trim(), password } });
      await client.query({ query: CustomerGetDocument, fetchPolicy: 'network-only' });
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
