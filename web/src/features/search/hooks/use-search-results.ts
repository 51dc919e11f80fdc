import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { SearchResultsGetDocument, type ProductCardFieldsFragment } from '../../../graphql/graphql';
import { pushEcommerce } from '../../../shared/analytics/data-layer';
import { LISTER_INCREMENT, nextPageNumber } from '../../catalogue/listing.rules';
import {
  parseSearchPage,
  searchPageQuery,
  searchResultsVariables,
  type SearchPageState,
  type SearchSortOption,
} from '../search.rules';

/**
 * The results page's data and actions: the state lives in the URL (text, sort, filters, "load
 * more" steps) so Back and shared links show the same results; the first answer comes from the
 * server render's cache. "Load more" fetches the next 12 and merges them (typePolicies) before the
 * URL records the step. Reports GA4 view_search_results once per search.
 */
export function useSearchResults() {
  const router = useRouter();
  const state = useMemo(() => parseSearchPage(router.query), [router.query]);
  const variables = useMemo(() => searchResultsVariables(state), [state]);
  const { data, previousData, error, networkStatus, fetchMore } = useQuery(SearchResultsGetDocument, {
    variables,
    skip: !state.q,
    notifyOnNetworkStatusChange: true,
  });
  const products = (data ?? previousData)?.products;
  const items: ProductCardFieldsFragment[] = useMemo(() => products?.items ?? [], [products]);
  const total = products?.total_count ?? 0;

  const go = useCallback(
    (next: SearchPageState) =>
      router.replace({ pathname: '/search', query: searchPageQuery(next) }, undefined, { shallow: true, scroll: false }),
    [router],
  );

  const loadMore = useCallback(async () => {
    await fetchMore({ variables: { pageSize: LISTER_INCREMENT, currentPage: nextPageNumber(items.length) } });
    await go({ ...state, listing: { ...state.listing, page: state.listing.page + 1 } });
  }, [fetchMore, items.length, go, state]);

  const setSort = useCallback(
    (sort: SearchSortOption) => go({ ...state, sort, listing: { ...state.listing, page: 1 } }),
    [go, state],
  );

  // Once per search text and selection, not per "load more".
  const reported = useRef<string | null>(null);
  const reportKey = products ? JSON.stringify([state.q, variables.filter, variables.sort]) : null;
  useEffect(() => {
    if (!reportKey || !products || reported.current === reportKey) return;
    reported.current = reportKey;
    pushEcommerce('view_search_results', products.items[0]?.currency, products.items.slice(0, 24), { search_term: state.q });
  }, [reportKey, products, state.q]);

  return {
    q: state.q,
    sort: state.sort,
    listing: state.listing,
    items,
    total,
    aggregations: products?.aggregations ?? [],
    corrected: products?.suggestions[0]?.search ?? null,
    /** The search text was refused (no words): the page says so instead of listing nothing. */
    invalid: Boolean(error?.message && /search must/.test(error.message)),
    failed: Boolean(error) && !products,
    loading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    hasMore: items.length < total,
    loadMore,
    setSort,
  };
}
