import { useQuery } from '../../../shared/apollo/query-hooks';
import { SavedProductsGetDocument } from '../../../graphql/documents/SavedProductsGetDocument';
import type { SavedProductCard } from './use-saved-products';

const NO_PRODUCTS: SavedProductCard[] = [];

/**
 * The signed-in customer's saved products as product cards (the personal area's list); nothing
 * for a guest (`signedIn` false), whose skus are resolved by the caller.
 */
export function useSavedProductCards(signedIn: boolean): SavedProductCard[] {
  const { data } = useQuery(SavedProductsGetDocument, { skip: !signedIn, fetchPolicy: 'cache-first' });
  if (!signedIn || !data) return NO_PRODUCTS;
  return data.savedProducts.flatMap((s) => (s.product ? [s.product] : []));
}
