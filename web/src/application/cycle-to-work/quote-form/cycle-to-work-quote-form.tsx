import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../../../shared/forms/error-summary';
import { FormField, FormSelect } from '../../../shared/forms/form-field';
import { formatPrice } from '../../../shared/format/format.rules';
import { buttonStyles, secondaryButtonStyles } from '../../../shared/ui/button.styles';
import { quoteValidityDays } from '../../../features/finance/cycle-to-work/cycle-to-work.rules';
import { useCycleToWorkQuote, type QuoteField } from '../hooks/use-cycle-to-work-quote';
import { useCycleToWorkSearch } from '../hooks/use-cycle-to-work-search';
import { CycleToWorkQuoteDocument } from '../../../features/finance/cycle-to-work/components/quote-document/cycle-to-work-quote-document';
import { CycleToWorkSavingsTable } from '../../../features/finance/cycle-to-work/components/savings-table/cycle-to-work-savings-table';
import { formStyles } from './cycle-to-work-quote-form.styles';

/** The input each API field's message belongs to. */
const FIELD_IDS: Record<QuoteField, string> = {
  employer_name: 'c2w-employer',
  provider_id: 'c2w-provider',
  items: 'c2w-search',
  email: 'c2w-email',
};

/**
 * The quote form: employer and scheme provider, bikes and accessories (from the cart or the search),
 * the savings by tax band as they change (a polite live region), the email address the quote goes
 * to; then the stored quote, printable. For shoppers in GB (the page says so to everyone else).
 * Finance's scheme filled from the cart and the catalogue search (the search box's timing), so it
 * lives in the application with its two hooks, above the features it combines.
 */
export function CycleToWorkQuoteForm({ initialEmail }: { initialEmail: string | null }): React.JSX.Element {
  const { t } = useTranslation('cycletowork');
  const locale = useRouter().locale ?? 'en-GB';
  const form = useCycleToWorkQuote({ initialEmail });
  const [text, setText] = useState('');
  const search = useCycleToWorkSearch(text);
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (form.quote) done.current?.focus();
  }, [form.quote]);

  if (form.quote) {
    return (
      <section aria-labelledby="c2w-done">
        <h2 id="c2w-done" ref={done} tabIndex={-1}>
          {t('cycletowork.form.done', { number: form.quote.number })}
        </h2>
        <p>{t('cycletowork.form.doneBody', { email: form.quote.email, count: quoteValidityDays(form.quote) })}</p>
        <CycleToWorkQuoteDocument quote={form.quote}>
          <button type="button" css={secondaryButtonStyles} onClick={form.startOver}>
            {t('cycletowork.form.another')}
          </button>
        </CycleToWorkQuoteDocument>
      </section>
    );
  }

  const gbp = (value: number) => formatPrice(value, locale, 'GBP');
  const provider = form.providers.find((p) => p.id === form.providerId) ?? null;
  const summary: ErrorSummaryItem[] = form.errors.flatMap((e) =>
    e.field && e.field in FIELD_IDS ? [{ fieldId: FIELD_IDS[e.field as QuoteField], message: e.message }] : [],
  );
  // A refused request (past the request limit) says why in its own words, as a problem of the quote does.
  const general = form.failed
    ? t('cycletowork.form.failed')
    : (form.refusal ?? form.errors.find((e) => !e.field)?.message ?? null);
  const savings = form.savings;

  return (
    <form
      css={formStyles}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      aria-describedby="c2w-intro"
      data-testid="CycleToWorkQuoteForm-root"
    >
      <ErrorSummary message={general} items={summary} attempt={form.attempt} />
      <fieldset className="who">
        <legend>{t('cycletowork.form.employerLegend')}</legend>
        <FormField
          id="c2w-employer"
          label={t('cycletowork.form.employer')}
          value={form.employerName}
          onChange={(e) => form.setEmployerName(e.target.value)}
          maxLength={120}
          autoComplete="organization"
          error={form.errorFor('employer_name')}
          required
        />
        <FormSelect
          id="c2w-provider"
          label={t('cycletowork.form.provider')}
          value={form.providerId}
          onChange={(e) => form.setProviderId(e.target.value)}
          error={form.errorFor('provider_id')}
          hint={
            provider
              ? provider.max_certificate
                ? t('cycletowork.form.limits', {
                    min: gbp(provider.min_certificate.value),
                    max: gbp(provider.max_certificate.value),
                    months: provider.hire_months,
                  })
                : t('cycletowork.form.limitsNoCap', { min: gbp(provider.min_certificate.value), months: provider.hire_months })
              : null
          }
          options={[
            { value: '', label: t('cycletowork.form.providerChoose') },
            ...form.providers.map((p) => ({ value: p.id, label: p.name })),
          ]}
          required
        />
      </fieldset>

      <fieldset>
        <legend>{t('cycletowork.form.itemsLegend')}</legend>
        {form.cartCount > 0 ? (
          <button type="button" css={secondaryButtonStyles} onClick={form.addFromCart}>
            {t('cycletowork.form.fromCart', { count: form.cartCount })}
          </button>
        ) : null}
        <FormField
          id="c2w-search"
          type="search"
          label={t('cycletowork.form.search')}
          hint={t('cycletowork.form.searchHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={form.errorFor('items')}
          autoComplete="off"
        />
        <div aria-live="polite">
          {search.settled && search.results.length === 0 ? <p>{t('cycletowork.form.noResults')}</p> : null}
          {search.results.length ? (
            <ul className="results" aria-label={t('cycletowork.form.results')} data-testid="CycleToWorkQuoteForm-results">
              {search.results.map((r) => (
                <li key={r.sku}>
                  <span className="name">
                    {r.name} {r.price !== null ? <strong>{formatPrice(r.price, locale, r.currency)}</strong> : null}
                  </span>
                  <button
                    type="button"
                    css={secondaryButtonStyles}
                    onClick={() => form.add({ sku: r.sku, name: r.name, quantity: 1 })}
                    aria-label={t('cycletowork.form.addNamed', { name: r.name })}
                  >
                    {t('cycletowork.form.add')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {form.basket.length ? (
          <ul className="basket" aria-label={t('cycletowork.form.basket')} data-testid="CycleToWorkQuoteForm-basket">
            {form.basket.map((line) => (
              <li key={line.sku}>
                <span className="name">
                  {line.name}
                  <br />
                  <small>{line.sku}</small>
                </span>
                <label>
                  <span className="visually-hidden">{t('cycletowork.form.quantityOf', { name: line.name })}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={form.limits.max_quantity}
                    value={line.quantity}
                    onChange={(e) => form.setQuantity(line.sku, Number(e.target.value))}
                  />
                </label>
                <button
                  type="button"
                  css={secondaryButtonStyles}
                  onClick={() => form.remove(line.sku)}
                  aria-label={t('cycletowork.form.removeNamed', { name: line.name })}
                >
                  {t('cycletowork.form.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('cycletowork.form.emptyBasket')}</p>
        )}
      </fieldset>

      <section
        aria-labelledby="c2w-savings"
        aria-live="polite"
        aria-busy={form.savingsLoading}
        data-testid="CycleToWorkQuoteForm-savings"
      >
        <h2 id="c2w-savings" css={{ fontSize: '1.2rem', margin: 0 }}>
          {t('cycletowork.form.savingsTitle')}
        </h2>
        {savings ? (
          <>
            <p className="total">{t('cycletowork.form.total', { total: gbp(savings.total.value) })}</p>
            {savings.errors.length ? (
              <ul className="problems">
                {savings.errors.map((e) => (
                  <li key={`${e.code}-${e.message}`}>{e.message}</li>
                ))}
              </ul>
            ) : null}
            <CycleToWorkSavingsTable
              id="c2w-form-savings"
              savings={savings.savings}
              hireMonths={savings.hire_months}
              currency={savings.total.currency}
            />
          </>
        ) : (
          <p>{form.savingsFailed ? t('cycletowork.form.savingsFailed') : t('cycletowork.form.savingsEmpty')}</p>
        )}
      </section>

      <FormField
        id="c2w-email"
        type="email"
        label={t('cycletowork.form.email')}
        hint={t('cycletowork.form.emailHint')}
        value={form.email}
        onChange={(e) => form.setEmail(e.target.value)}
        autoComplete="email"
        error={form.errorFor('email')}
        required
      />
      <div>
        <button type="submit" css={buttonStyles} disabled={form.requesting}>
          {form.requesting ? t('cycletowork.form.requesting') : t('cycletowork.form.submit')}
        </button>
      </div>
    </form>
  );
}
