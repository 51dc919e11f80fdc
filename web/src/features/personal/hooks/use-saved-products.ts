import { useApolloClientLoader, useQuery } from '../../../shared/apollo/query-hooks';
import { useCallback, useSyncExternalStore } from 'react';
import type { SavedProductsGetQuery } from '../../../graphql/graphql';
import { SavedProductSkusGetDocument } from '../../../graphql/documents/SavedProductSkusGetDocument';
import { useCustomer } from '../../customer/hooks/use-customer';
import { parseGuestProducts, toggleSku } from '../saved-products.rules';
import { GUEST_PRODUCTS_KEY } from '../saved-products.keys';
import { GUEST_PRODUCTS_CHANGED } from '../saved-products.keys';

// A guest's saved skus live in this browser; every heart on the page reads the same store, loaded
// once and then kept in memory (written through on a change, reloaded when another tab writes).
const listeners = new Set<() => void>();
const NO_SKUS: string[] = [];
let guestSkus: string[] | null = null;
function loadGuestSkus(): string[] {
  try {
    const skus = parseGuestProducts(window.localStorage.getItem(GUEST_PRODUCTS_KEY));
    // Nothing saved reads as the server's own snapshot, so hydration finds no change to render again.
    return skus.length ? skus : NO_SKUS;
  } catch {
    // Storage switched off: nothing saved in this browser.
    return NO_SKUS;
  }
}
function readGuestSkus(): string[] {
  guestSkus ??= loadGuestSkus();
  return guestSkus;
}
function writeGuestSkus(skus: string[]): void {
  guestSkus = skus;
  try {
    if (skus.length) window.localStorage.setItem(GUEST_PRODUCTS_KEY, JSON.stringify(skus));
    else window.localStorage.removeItem(GUEST_PRODUCTS_KEY);
  } catch {
    // Kept for this page only.
  }
  listeners.forEach((l) => l());
  // The hearts that have not loaded their state part yet (save-heart.tsx) look again.
  window.dispatchEvent(new Event(GUEST_PRODUCTS_CHANGED));
}
function onStorage(event: StorageEvent): void {
  if (event.key !== GUEST_PRODUCTS_KEY) return;
  guestSkus = loadGuestSkus();
  listeners.forEach((l) => l());
}
const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

export type SavedProductCard = NonNullable<SavedProductsGetQuery['savedProducts'][number]['product']>;

/**
 * Saved products (the heart on product cards and pages): a customer's in the account, a guest's in
 * this browser until sign-in moves them in. Read in the browser only, so every page stays the same
 * HTML for everyone. A heart needs only the skus (SavedProductSkusGet); the personal area's list
 * reads the product cards with useSavedProductCards (saved-product-cards.ts).
 */
export function useSavedProducts() {
  const customer = useCustomer();
  const guestSkus = useSyncExternalStore(subscribe, readGuestSkus, () => NO_SKUS);
  const { data } = useQuery(SavedProductSkusGetDocument, { skip: !customer, fetchPolicy: 'cache-first' });
  const loadClient = useApolloClientLoader();
  const skus = customer ? (data?.savedProducts ?? []).map((s) => s.sku) : guestSkus;

  const toggle = useCallback(
    async (sku: string): Promise<void> => {
      if (!customer) {
        writeGuestSkus(toggleSku(readGuestSkus(), sku));
        return;
      }
      const [client, mutations] = await Promise.all([loadClient(), import('./saved-products-mutations')]);
      if (skus.includes(sku)) await mutations.removeSavedProduct(client, sku);
      else await mutations.saveProducts(client, [sku]);
    },
    [customer, skus, loadClient],
  );

  return { skus, signedIn: Boolean(customer), toggle };
}

/** After sign-in or registration: the products this browser saved move into the account. */
export function useImportGuestProducts(): () => Promise<void> {
  const loadClient = useApolloClientLoader();
  return useCallback(async () => {
    const skus = readGuestSkus();
    if (skus.length === 0) return;
    const client = await loadClient();
    try {
      const { saveProducts } = await import('./saved-products-mutations');
      await saveProducts(client, skus);
      writeGuestSkus([]);
    } catch (error) {
      console.error('Saved products could not be moved to the account', error);
    }
  }, [loadClient]);
}
