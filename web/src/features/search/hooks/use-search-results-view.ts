import { useEffect, useRef } from 'react';
import type { ProductCardFieldsFragment } from '../../../graphql/graphql';
import { pushEcommerce } from '../../../shared/analytics/ecommerce';

/**
 * GA4 view_search_results, once per search text and selection (not again for "load more"): the
 * products first shown and the search term.
 */
export function useSearchResultsView(
  searchTerm: string,
  selection: string,
  items: readonly ProductCardFieldsFragment[],
  ready: boolean,
): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const key = `${searchTerm}|${selection}`;
    if (!ready || reported.current === key) return;
    reported.current = key;
    pushEcommerce('view_search_results', items[0]?.currency, items.slice(0, 24), { search_term: searchTerm });
  }, [searchTerm, selection, items, ready]);
}
