import { useQuery } from '../../../shared/apollo/query-hooks';
import { useEffect, useState } from 'react';
import type { ProductCardFieldsFragment } from '../../../graphql/graphql';
import { ProductsBySkusGetDocument } from '../../../graphql/documents/ProductsBySkusGetDocument';
import { parseRecentlyViewed, recentlyViewedToShow, recordRecentlyViewed, RECENTLY_VIEWED_KEY } from '../product.rules';

function readList(): string[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    // Storage can be switched off (private mode, policies): the section then stays empty.
    return [];
  }
}

/**
 * Recently viewed products (spec §9, limit 6): remembers the product on screen in localStorage,
 * newest first, and resolves the others in one batch query in the shopper's currency. Runs in the
 * browser only, so server-rendered HTML never shows another visitor's list.
 */
export function useRecentlyViewed(currentSku: string | null): { products: ProductCardFieldsFragment[]; loading: boolean } {
  const [skus, setSkus] = useState<string[] | null>(null);
  useEffect(() => {
    const list = readList();
    setSkus(recentlyViewedToShow(list, currentSku ?? ''));
    // Without a product on screen (the personal area) the list is only read.
    if (!currentSku) return;
    try {
      window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(recordRecentlyViewed(list, currentSku)));
    } catch {
      // Not stored: nothing else depends on it.
    }
  }, [currentSku]);
  const { data, loading } = useQuery(ProductsBySkusGetDocument, {
    variables: { skus: skus ?? [] },
    skip: !skus || skus.length === 0,
    // The list is small and prices follow the shopper's country, which can change between visits.
    fetchPolicy: 'cache-and-network',
  });
  return { products: skus?.length ? (data?.productsBySkus ?? []) : [], loading };
}
