import { useQuery } from '../../../../shared/apollo/query-hooks';
import { CycleToWorkProvidersGetDocument } from '../../../../graphql/documents/CycleToWorkProvidersGetDocument';
import { CycleToWorkQuoteGetDocument } from '../../../../graphql/documents/CycleToWorkQuoteGetDocument';

/**
 * Whether the shopper may ask for a quote (GB only) and the providers: fetched with the page on the
 * server (its answer depends on the shopper's country), read from the cache here.
 */
export function useCycleToWorkOffer() {
  const { data, loading } = useQuery(CycleToWorkProvidersGetDocument, { fetchPolicy: 'cache-first' });
  return { available: data?.cycleToWorkAvailable ?? false, providers: data?.cycleToWorkProviders ?? [], loading };
}

/** A stored quote by number for its owner (fetched with the page; null for anyone else's). */
export function useStoredCycleToWorkQuote(number: string | null) {
  const { data, loading } = useQuery(CycleToWorkQuoteGetDocument, {
    variables: { number: number ?? '' },
    skip: number === null,
    fetchPolicy: 'cache-first',
  });
  return { quote: data?.cycleToWorkQuote ?? null, loading };
}
