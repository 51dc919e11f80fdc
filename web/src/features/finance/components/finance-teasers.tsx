import { useQuery } from '../../../shared/apollo/query-hooks';
import { useEffect, useMemo, useState } from 'react';
import { FinanceTeasersGetDocument } from '../../../graphql/documents/FinanceTeasersGetDocument';
import { TeaserLookup } from './finance-teaser-lookup';

/** The most prices asked about at once (the gateway's limit). */
const MAX_PRICES = 60;

/**
 * "From £x a month" for several cash prices (a listing's bikes) in one request, read in the browser
 * only so the listing stays one cached page for every shopper; none outside GB. The answer is a
 * standalone fetch (no Apollo client or cache: no other query is told about it) and reaches only the teaser lines
 * (`useFinanceTeaser`): the listing and its cards do not render again when it arrives. It is asked
 * for once the browser is idle after the page has come to life, not in the middle of hydration.
 */
export function FinanceTeasersProvider({
  prices,
  children,
}: {
  prices: readonly number[];
  children: React.ReactNode;
}): React.JSX.Element {
  const asked = useMemo(() => [...new Set(prices.filter((p) => p > 0))].sort((a, b) => a - b).slice(0, MAX_PRICES), [prices]);
  const idle = useIdle();
  const { data, previousData } = useQuery(FinanceTeasersGetDocument, {
    variables: { prices: asked },
    skip: !idle || asked.length === 0,
    ssr: false,
    standalone: true,
  });
  const teasers = (data ?? previousData)?.financeTeasers;
  const lookup = useMemo(() => {
    const byPrice = new Map(
      (teasers ?? []).map((t) => [
        t.price.value,
        { monthly: t.monthly_repayment.value, months: t.months, currency: t.price.currency },
      ]),
    );
    return (price: number) => byPrice.get(price) ?? null;
  }, [teasers]);
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
