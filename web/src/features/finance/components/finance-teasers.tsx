import { useEffect, useMemo, useState } from 'react';
import { usePageStore } from '../../../shared/apollo/query-hooks';
import { TeaserLookup } from './finance-teaser-lookup';
import type { TeaserFigures } from './finance-teasers-fetch';
import { FINANCE_CURRENCY, MAX_TEASER_PRICES } from '../finance-teaser.limits';

/**
 * "From £x a month" for several cash prices (a listing's bikes) in one request, read in the browser
 * only so the listing stays one cached page for every shopper; none outside GB. The answer is a
 * standalone fetch (no Apollo client or cache: no other query is told about it) and reaches only the teaser lines
 * (`useFinanceTeaser`): the listing and its cards do not render again when it arrives. It is asked
 * for once the browser is idle after the page has come to life, not in the middle of hydration; the
 * fetch and its query document are a chunk loaded then (finance-teasers-fetch.ts), not with the page.
 */
export function FinanceTeasersProvider({
  prices,
  currency,
  children,
}: {
  prices: readonly number[];
  /** The listing's currency (null before it is known): teasers are asked for in pounds only. */
  currency: string | null;
  children: React.ReactNode;
}): React.JSX.Element {
  const store = usePageStore();
  const asked = useMemo(
    () =>
      currency === FINANCE_CURRENCY
        ? [...new Set(prices.filter((p) => p > 0))].sort((a, b) => a - b).slice(0, MAX_TEASER_PRICES)
        : [],
    [prices, currency],
  );
  const question = asked.join(',');
  const idle = useIdle();
  // The last figures that came, kept while a new question (more products loaded) is asked.
  const [figures, setFigures] = useState<TeaserFigures | null>(null);
  useEffect(() => {
    if (!idle || question === '') return;
    let current = true;
    void import('./finance-teasers-fetch')
      .then(({ fetchFinanceTeasers }) => fetchFinanceTeasers(question.split(',').map(Number), store))
      .then(
        (answer) => {
          if (current && answer) setFigures(answer);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [idle, question, store]);
  const lookup = useMemo(() => (price: number) => figures?.get(price) ?? null, [figures]);
  return <TeaserLookup.Provider value={lookup}>{children}</TeaserLookup.Provider>;
}

/** False until the browser is first idle after mount (at most two seconds), then true. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
