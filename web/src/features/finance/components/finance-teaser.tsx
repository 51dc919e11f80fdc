import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { formatPrice } from '../../../shared/format/format.rules';
import { formatRate } from '../../../shared/format/number.rules';
import { useFinanceCalculation } from '../hooks/use-finance-calculation';

/**
 * "From £x per month" under a bike's price for shoppers in GB (the representative example with no
 * deposit); nothing elsewhere, nothing while it loads or when it fails (the page is the same).
 */
export function FinanceTeaser({ price }: { price: number | null }): React.JSX.Element | null {
  const { t } = useTranslation('finance');
  const locale = useRouter().locale ?? 'en-GB';
  const { calculation } = useFinanceCalculation(price, 0);
  const example = calculation?.representative;
  if (!example) return null;
  return (
    <p data-testid="FinanceTeaser" css={{ margin: '0.25rem 0 0.75rem' }}>
      {t('finance.teaser', {
        monthly: formatPrice(example.monthly_repayment.value, locale, calculation.price.currency, true),
        months: example.months,
        // The page's price pattern writes it: the teaser arrives after the page, and must make no Intl object.
        apr: formatRate(example.apr, locale, calculation.price.currency),
      })}
    </p>
  );
}
