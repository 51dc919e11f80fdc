import { useQuery } from '../../../shared/apollo/query-hooks';
import { useEffect, useMemo, useState } from 'react';
import { CycleToWorkProductSearchDocument } from '../../../graphql/documents/CycleToWorkProductSearchDocument';
import { SUGGEST_DEBOUNCE_MS, suggestionQuery } from '../../../features/search/search.rules';
import { quotablesFrom } from '../../../features/finance/cycle-to-work/cycle-to-work.rules';

/**
 * Bikes and accessories for the quote, from the catalogue search: asked once typing pauses (the
 * search box's debounce and minimum length), the previous answer kept while the next one loads.
 */
export function useCycleToWorkSearch(text: string) {
  const wanted = suggestionQuery(text);
  const [debounced, setDebounced] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(wanted), wanted === null ? 0 : SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const { data, previousData, loading, error } = useQuery(CycleToWorkProductSearchDocument, {
    variables: { search: debounced ?? '' },
    skip: debounced === null,
    fetchPolicy: 'cache-first',
    ssr: false,
  });
  const items = debounced === null ? undefined : (data ?? previousData)?.products.items;
  const results = useMemo(() => quotablesFrom(items ?? []), [items]);
  return {
    results,
    /** True once the answer for the current text is in (so "nothing found" can be said). */
    settled: wanted !== null && debounced === wanted && !loading,
    failed: Boolean(error),
  };
}
