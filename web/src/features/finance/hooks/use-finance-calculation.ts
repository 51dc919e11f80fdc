import { useQuery } from '../../../shared/apollo/query-hooks';
import type { FinanceCalculationGetQuery } from '../../../graphql/graphql';
import { FinanceCalculationGetDocument } from '../../../graphql/documents/FinanceCalculationGetDocument';

export type FinanceCalculation = NonNullable<FinanceCalculationGetQuery['financeCalculation']>;
export type FinanceOption = FinanceCalculation['options'][number];

/**
 * The calculator's figures for a cash price and deposit (loading, loaded, error: spec §4's finance
 * state). Read in the browser only: catalogue pages stay the same HTML for every shopper, and the
 * gateway answers `null` outside GB, when nothing is shown. A standalone fetch (no Apollo client
 * needed), asked once per page view for a price and deposit (the previous figures stay on screen while new ones load).
 */
export function useFinanceCalculation(price: number | null, depositPercent: number) {
  const { data, previousData, loading, error } = useQuery(FinanceCalculationGetDocument, {
    variables: { price: price ?? 0, deposit: depositPercent },
    skip: price === null || price <= 0,
    ssr: false,
    standalone: true,
  });
  return {
    calculation: (data ?? previousData)?.financeCalculation ?? null,
    loading,
    failed: Boolean(error),
  };
}
