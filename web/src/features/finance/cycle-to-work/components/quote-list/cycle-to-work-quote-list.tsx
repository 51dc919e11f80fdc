import { Link } from '../../../../../shared/ui/link';
import { useTranslation } from '../../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import type { CycleToWorkQuotesGetQuery } from '../../../../../graphql/graphql';
import { formatDate, formatPrice } from '../../../../../shared/format/format.rules';
import { theme } from '../../../../../shared/ui/theme';

type Quote = CycleToWorkQuotesGetQuery['cycleToWorkQuotes'][number];

/** The customer's Cycle to Work quotes, newest first, each linking to its printable view. */
export function CycleToWorkQuoteList({ quotes }: { quotes: readonly Quote[] }): React.JSX.Element {
  const { t } = useTranslation('cycletowork');
  const locale = useRouter().locale ?? 'en-GB';
  if (!quotes.length) {
    return (
      <p>
        {t('cycletowork.account.empty')} <Link href="/cycletowork/quote/">{t('cycletowork.account.request')}</Link>
      </p>
    );
  }
  return (
    <>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="CycleToWorkQuoteList-list">
        {quotes.map((q) => (
          <li key={q.number} css={{ borderBottom: `1px solid ${theme.colour.line}`, padding: '0.75rem 0' }}>
            <Link href={`/cycletowork/quote/?number=${q.number}`} css={{ fontWeight: 700 }}>
              {t('cycletowork.account.quote', { number: q.number })}
            </Link>
            <p css={{ margin: '0.25rem 0 0' }}>
              {t('cycletowork.account.summary', {
                employer: q.employer_name,
                provider: q.provider_name,
                total: formatPrice(q.total.value, locale, q.total.currency),
              })}
            </p>
            <p css={{ margin: '0.25rem 0 0', color: q.is_valid ? theme.colour.muted : theme.colour.danger }}>
              {q.is_valid
                ? t('cycletowork.account.validUntil', { date: formatDate(q.valid_until, locale) })
                : t('cycletowork.account.expiredOn', { date: formatDate(q.valid_until, locale) })}
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/cycletowork/quote/">{t('cycletowork.account.request')}</Link>
      </p>
    </>
  );
}
