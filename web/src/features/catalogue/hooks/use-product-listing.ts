import { NetworkStatus, useQuery } from '../../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import type { ProductCardFieldsFragment, ProductListingGetQuery } from '../../../graphql/graphql';
import { ProductListingGetDocument } from '../../../graphql/documents/ProductListingGetDocument';
import {
  clearFilters,
  itemsToShow,
  LISTER_INCREMENT,
  MAX_LISTER_PAGE,
  listingFilterInput,
  listingQueryString,
  nextPageNumber,
  parseListingQuery,
  setPrice,
  setSort,
  sortChoices,
  toggleFilter,
  type ListingFilter,
  type ListingState,
  type SortOption,
} from '../listing.rules';

export type Facet = ProductListingGetQuery['products']['aggregations'][number];

/**
 * A product listing whose state lives in the URL (filters, price, sort, how many "load more"
 * steps), so Back returns to the same place: changing the selection pushes a history entry,
 * loading more replaces it. Data comes from the server-rendered cache first; "load more" fetches
 * the next 12 and merges them (typePolicies.Query.products).
 */
export function useProductListing(categoryId: number | null, searchText: string | null = null) {
  const router = useRouter();
  const searching = Boolean(searchText);
  const state = useMemo(() => parseListingQuery(router.query, searching), [router.query, searching]);
  const { filter, sort } = listingFilterInput(state, categoryId);
  // Steps past the deepest page a URL keeps (MAX_LISTER_PAGE) are counted here, for this selection only.
  const selectionKey = JSON.stringify([filter, sort, searchText]);
  const [beyond, setBeyond] = useState({ key: selectionKey, steps: 0 });
  const extraSteps = beyond.key === selectionKey ? beyond.steps : 0;
  const queried = itemsToShow(state.page);
  const shown = itemsToShow(state.page + extraSteps);
  const { data, previousData, networkStatus, fetchMore, error } = useQuery(ProductListingGetDocument, {
    // Search results are a listing too: the same filters, facets, sort and "load more", over the matches.
    variables: { filter, sort, pageSize: queried, currentPage: 1, ...(searchText ? { search: searchText } : {}) },
    fetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const products = (data ?? previousData)?.products;
  const items: ProductCardFieldsFragment[] = (products?.items ?? []).slice(0, shown);
  const total = products?.total_count ?? 0;

  const navigate = useCallback(
    (next: ListingState, mode: 'push' | 'replace') => {
      const path = router.asPath.split(/[?#]/, 1)[0] ?? '/';
      const query = listingQueryString(next, searchText ? { q: searchText } : {}, searching);
      const search = new URLSearchParams(query).toString();
      return router[mode](`${path}${search ? `?${search}` : ''}`, undefined, { shallow: true, scroll: false });
    },
    [router, searchText, searching],
  );

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMore = useCallback(async () => {
    if (loadingMore || items.length >= total) return;
    await fetchMore({ variables: { pageSize: LISTER_INCREMENT, currentPage: nextPageNumber(items.length) } });
    if (state.page < MAX_LISTER_PAGE) await navigate({ ...state, page: state.page + 1 }, 'replace');
    else setBeyond({ key: selectionKey, steps: extraSteps + 1 });
  }, [extraSteps, fetchMore, items.length, loadingMore, navigate, selectionKey, state, total]);

  return {
    state,
    items,
    total,
    facets: products?.aggregations ?? [],
    currency: items[0]?.currency ?? null,
    /** The sort choices shown (search results add best match as their default). */
    sortOptions: sortChoices(searching).options,
    /** With a search whose words were corrected for typos: the corrected text ("did you mean"). */
    corrected: products?.suggestions?.[0]?.search ?? null,
    /** A new selection is loading (the previous results stay on screen, dimmed). */
    refreshing: networkStatus === NetworkStatus.setVariables || (networkStatus === NetworkStatus.loading && !!previousData),
    loadingMore,
    error: error ?? null,
    hasMore: items.length < total,
    loadMore,
    toggle: (code: ListingFilter, value: string) => navigate(toggleFilter(state, code, value), 'push'),
    setPrice: (from: number | null, to: number | null) => navigate(setPrice(state, from, to), 'push'),
    setSort: (option: SortOption) => navigate(setSort(state, option), 'push'),
    clear: () => navigate(clearFilters(state), 'push'),
  };
}

export type ProductListingModel = ReturnType<typeof useProductListing>;
