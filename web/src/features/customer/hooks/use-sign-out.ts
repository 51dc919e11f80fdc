import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { hardNavigate } from '../../../shared/navigation/hard-navigate';

export const SIGN_OUT_URL = '/nuxt/api/auth/logout';

/**
 * Signing out (spec §4): the logout shim revokes the session and always clears the session and
 * cart cookies; whatever it answers, the Apollo store is cleared (customer, cart) and the shopper
 * goes to the home page of their storefront with a full load, so nothing of the session remains.
 */
export function useSignOut(): { signOut(): Promise<void>; pending: boolean } {
  const loadClient = useApolloClientLoader();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      const response = await fetch(SIGN_OUT_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!response.ok) console.warn(`[session] sign-out answered ${response.status}; signed out locally`);
    } catch {
      console.warn('[session] sign-out call failed; signed out locally');
    }
    await loadClient()
      .then((client) => client.clearStore())
      .catch(() => undefined);
    const home = router.locale && router.locale !== router.defaultLocale ? `/${router.locale}/` : '/';
    hardNavigate(home);
  }, [loadClient, router]);
  return { signOut, pending };
}
