import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FinanceTeasersGetDocument } from '../../../graphql/graphql';

/** The most prices asked about at once (the gateway's limit). */
const MAX_PRICES = 60;

export type FinanceTeaserFigure = { monthly: number; months: number; currency: string };

/**
 * "From £x a month" for several cash prices (a listing's bikes) in one request, read in the browser
 * only so the listing stays one cached page for every shopper; empty outside GB. Answers a lookup
 * by price.
 */
export function useFinanceTeasers(prices: readonly number[]): (price: number) => FinanceTeaserFigure | null {
  const asked = useMemo(() => [...new Set(prices.filter((p) => p > 0))].sort((a, b) => a - b).slice(0, MAX_PRICES), [prices]);
  const { data, previousData } = useQuery(FinanceTeasersGetDocument, {
    variables: { prices: asked },
    skip: asked.length === 0,
    fetchPolicy: 'cache-first',
    ssr: false,
  });
  const teasers = (data ?? previousData)?.financeTeasers;
  return useMemo(() => {
    const byPrice = new Map(
      (teasers ?? []).map((t) => [
        t.price.value,
        { monthly: t.monthly_repayment.value, months: t.months, currency: t.price.currency },
      ]),
    );
    return (price: number) => byPrice.get(price) ?? null;
  }, [teasers]);
}
