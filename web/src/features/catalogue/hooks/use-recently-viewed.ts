import { useEffect, useState } from 'react';
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
 * newest first, and answers the others' SKUs to show (null until read). Runs in the browser only,
 * so server-rendered HTML never shows another visitor's list. The products themselves are resolved
 * by the rail that shows them (recently-viewed-rail.tsx), a chunk loaded only when there are some.
 */
export function useRecentlyViewedSkus(currentSku: string | null): string[] | null {
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
  return skus;
}
