import { useQuery } from '../../../shared/apollo/query-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { SearchSuggestionsGetQuery } from '../../../graphql/graphql';
import { SearchSuggestionsGetDocument } from '../../../graphql/documents/SearchSuggestionsGetDocument';
import { pagePath } from '../../../shared/ui/seo.rules';
import { SUGGEST_DEBOUNCE_MS, suggestionQuery, type SuggestionOption } from '../search.rules';

type Suggested = SearchSuggestionsGetQuery['searchSuggestions'];

const toOptions = (s: Suggested | undefined): SuggestionOption[] => [
  ...(s?.categories ?? []).map<SuggestionOption>((c) => ({
    kind: 'category',
    id: `category-${c.id}`,
    label: c.name,
    href: pagePath(c.url_path),
  })),
  ...(s?.products ?? []).map<SuggestionOption>((p) => ({
    kind: 'product',
    id: `product-${p.sku}`,
    label: p.name,
    href: pagePath(p.url_key),
    sku: p.sku,
    price: p.aggregated_price ?? null,
    special: p.aggregated_price_special ?? null,
    currency: p.currency,
    image: [...p.media_gallery].sort((a, b) => a.position - b.position)[0]?.url ?? null,
  })),
];

/**
 * Suggestions for what the shopper is typing: asked for once typing pauses (debounced), only for
 * text worth asking about; while the next answer loads the previous one stays, so the list does
 * not flicker. Failures leave the list empty (the shopper can still submit the search). Used by
 * the box's suggestions part, which mounts only once the shopper has turned to the box, so the
 * results page's pre-filled box asks nothing on load.
 */
export function useSearchSuggestions(text: string) {
  const wanted = suggestionQuery(text);
  const [debounced, setDebounced] = useState<string | null>(null);
  useEffect(() => {
    if (wanted === null) {
      setDebounced(null);
      return undefined;
    }
    const timer = setTimeout(() => setDebounced(wanted), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const { data, previousData, loading } = useQuery(SearchSuggestionsGetDocument, {
    variables: { query: debounced ?? '' },
    skip: debounced === null,
    fetchPolicy: 'cache-first',
  });
  const suggested = debounced === null ? undefined : (data ?? previousData)?.searchSuggestions;
  const options = useMemo(() => toOptions(suggested), [suggested]);
  const products = useMemo(() => suggested?.products ?? [], [suggested]);
  return {
    options,
    products,
    /** True once an answer for the current text is in (so "no suggestions" can be said). */
    settled: wanted !== null && debounced === wanted && !loading,
    active: wanted !== null,
  };
}
