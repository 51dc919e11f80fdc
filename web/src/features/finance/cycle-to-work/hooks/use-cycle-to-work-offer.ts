import { useQuery } from '../../../../shared/apollo/query-hooks';
import { CycleToWorkProvidersGetDocument } from '../../../../graphql/documents/CycleToWorkProvidersGetDocument';
import { CycleToWorkQuoteGetDocument } from '../../../../graphql/documents/CycleToWorkQuoteGetDocument';
import type { QuoteLimits } from '../cycle-to-work.rules';

/**
 * Whether the shopper may ask for a quote (GB only), what one quote takes and the providers: fetched
 * with the page on the server (its answer depends on the shopper's country), read from the cache
 * here. Until it is there a quote takes nothing (no line can be added).
 */
export function useCycleToWorkOffer() {
  const { data, loading } = useQuery(CycleToWorkProvidersGetDocument, { fetchPolicy: 'cache-first' });
  return {
    available: data?.cycleToWorkAvailable ?? false,
    limits: data?.cycleToWorkQuoteLimits ?? NO_QUOTE,
    providers: data?.cycleToWorkProviders ?? [],
    loading,
  };
}

const NO_QUOTE: QuoteLimits = { max_items: 0, max_quantity: 1 };

/** A stored quote by number for its owner (fetched with the page; null for anyone else's). */
export function useStoredCycleToWorkQuote(number: string | null) {
  const { data, loading } = useQuery(CycleToWorkQuoteGetDocument, {
    variables: { number: number ?? '' },
    skip: number === null,
    fetchPolicy: 'cache-first',
  });
  return { quote: data?.cycleToWorkQuote ?? null, loading };
}
