import { useTranslation } from '../../../shared/i18n/use-translation';
import { useState } from 'react';
import { clientOnly } from '../../../shared/ui/client-only';
import { theme } from '../../../shared/ui/theme';
import { useFinanceCalculation } from '../hooks/use-finance-calculation';

/** The calculator's panel is its own chunk, loaded when the shopper opens it. */
const FinanceCalculatorPanel = clientOnly(() => import('./finance-calculator-panel').then((m) => m.FinanceCalculatorPanel));

/** "Spread the cost": opens the finance calculator for a cash price; shown only where finance is offered (GB). */
export function FinanceCalculator({ price }: { price: number | null }): React.JSX.Element | null {
  const { t } = useTranslation('finance');
  const [open, setOpen] = useState(false);
  // The teaser's query (shared through the cache) says whether finance is offered to this shopper.
  const { calculation } = useFinanceCalculation(price, 0);
  if (price === null || price <= 0 || !calculation) return null;
  return (
    <section
      aria-labelledby="finance-calculator"
      css={{ margin: '1rem 0', borderTop: `1px solid ${theme.colour.line}`, paddingTop: '0.75rem' }}
    >
      <h2 id="finance-calculator" css={{ fontSize: '1.1rem', margin: '0 0 0.5rem' }}>
        {t('finance.title')}
      </h2>
      {open ? (
        <FinanceCalculatorPanel price={price} />
      ) : (
        <button type="button" onClick={() => setOpen(true)} aria-expanded={false} css={{ minHeight: 44 }}>
          {t('finance.open')}
        </button>
      )}
    </section>
  );
}
