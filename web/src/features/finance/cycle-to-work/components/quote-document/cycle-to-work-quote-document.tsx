import { Global } from '@emotion/react';
import { useTranslation } from '../../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import type { CycleToWorkQuoteFieldsFragment } from '../../../../../graphql/graphql';
import { formatDate, formatPrice } from '../../../../../shared/format/format.rules';
import { buttonStyles } from '../../../../../shared/ui/button.styles';
import { CycleToWorkSavingsTable } from '../savings-table/cycle-to-work-savings-table';
import { documentStyles, printOnlyDocument } from './cycle-to-work-quote-document.styles';

type Props = { quote: CycleToWorkQuoteFieldsFragment; children?: React.ReactNode };

/**
 * The quote as the employer's scheme takes it, on screen and printed (the print stylesheet prints
 * it alone): number, date, validity, employer, provider and hire period, the items with prices and
 * the total, the savings table and the shop's details.
 */
export function CycleToWorkQuoteDocument({ quote, children }: Props): React.JSX.Element {
  const { t } = useTranslation('cycletowork');
  const locale = useRouter().locale ?? 'en-GB';
  // The shop's money format (spec §9) and its calendar day: the quote email writes the same text.
  const money = (value: number) => formatPrice(value, locale, quote.total.currency);
  return (
    <article css={documentStyles} data-print-root aria-labelledby="c2w-quote-title" data-testid="CycleToWorkQuoteDocument-root">
      <Global styles={printOnlyDocument} />
      <h2 id="c2w-quote-title">{t('cycletowork.document.title', { number: quote.number })}</h2>
      <dl>
        <dt>{t('cycletowork.document.number')}</dt>
        <dd data-testid="CycleToWorkQuoteDocument-number">{quote.number}</dd>
        <dt>{t('cycletowork.document.date')}</dt>
        <dd>{formatDate(quote.created_at, locale)}</dd>
        <dt>{t('cycletowork.document.validUntil')}</dt>
        <dd>
          {formatDate(quote.valid_until, locale)}{' '}
          {quote.is_valid ? null : <span className="expired">{t('cycletowork.document.expired')}</span>}
        </dd>
        <dt>{t('cycletowork.document.employer')}</dt>
        <dd>{quote.employer_name}</dd>
        <dt>{t('cycletowork.document.provider')}</dt>
        <dd>{t('cycletowork.document.providerTerms', { provider: quote.provider_name, months: quote.hire_months })}</dd>
        <dt>{t('cycletowork.document.email')}</dt>
        <dd>{quote.email}</dd>
      </dl>
      <table className="items">
        <caption className="visually-hidden">{t('cycletowork.document.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cycletowork.document.item')}</th>
            <th scope="col">{t('cycletowork.document.quantity')}</th>
            <th scope="col">{t('cycletowork.document.unitPrice')}</th>
            <th scope="col">{t('cycletowork.document.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.items.map((item) => (
            <tr key={item.sku}>
              <td>
                {item.name}
                <br />
                <small>{item.sku}</small>
              </td>
              <td>{item.quantity}</td>
              <td>{money(item.unit_price.value)}</td>
              <td>{money(item.row_total.value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('cycletowork.document.total')}
            </th>
            <td data-testid="CycleToWorkQuoteDocument-total">{money(quote.total.value)}</td>
          </tr>
        </tfoot>
      </table>
      <CycleToWorkSavingsTable
        id="c2w-quote-savings"
        savings={quote.savings}
        hireMonths={quote.hire_months}
        currency={quote.total.currency}
      />
      <p>
        <strong>{t('cycletowork.document.supplier')}</strong>
        <br />
        {quote.supplier.name}
        <br />
        {quote.supplier.website}
        <br />
        {quote.supplier.email}
      </p>
      <p>
        <small>{t('cycletowork.document.note')}</small>
      </p>
      <div className="actions">
        <button type="button" css={buttonStyles} onClick={() => window.print()}>
          {t('cycletowork.document.print')}
        </button>
        {children}
      </div>
    </article>
  );
}
