import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useMenuState } from '../../shared/menu-state/menu-state';
import { safeRedirectPath } from '../../shared/navigation/safe-redirect.rules';
import { useCart } from '../../features/cart/hooks/use-cart';
import { useImportGuestDesigns } from '../../features/personal/hooks/use-saved-designs';
import { useImportGuestProducts } from '../../features/personal/hooks/use-saved-products';

/**
 * What follows a sign-in or a registration (spec §4), once the customer is in the cache: the guest
 * cart moves into the customer's cart (then the cart is fetched again), the designs and products a
 * guest saved in this browser move into the account, the mobile menu closes, and the shopper goes
 * to a safe `redirect` parameter or the account. One sequence for both ways in. It crosses the
 * cart, personal and customer features, so the application holds it: the auth pages hand it to the
 * customer's sign-in and registration forms (`afterSignIn`).
 */
export function useAfterSignIn(): () => Promise<void> {
  const router = useRouter();
  const { closeMenu } = useMenuState();
  const { mergeAfterSignIn } = useCart();
  const importGuestDesigns = useImportGuestDesigns();
  const importGuestProducts = useImportGuestProducts();
  return useCallback(async () => {
    await mergeAfterSignIn();
    await importGuestDesigns();
    await importGuestProducts();
    closeMenu();
    await router.push(safeRedirectPath(router.query.redirect));
  }, [router, closeMenu, mergeAfterSignIn, importGuestDesigns, importGuestProducts]);
}
