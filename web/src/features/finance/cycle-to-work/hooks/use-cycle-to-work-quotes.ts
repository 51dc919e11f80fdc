import { useQuery } from '../../../../shared/apollo/query-hooks';
import { CycleToWorkQuotesGetDocument } from '../../../../graphql/documents/CycleToWorkQuotesGetDocument';

/** The signed-in customer's quotes for the account page (fetched with the page, read from the cache). */
export function useCycleToWorkQuotes() {
  const { data } = useQuery(CycleToWorkQuotesGetDocument, { fetchPolicy: 'cache-first' });
  return data?.cycleToWorkQuotes ?? [];
}
