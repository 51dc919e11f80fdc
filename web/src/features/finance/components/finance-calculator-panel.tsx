import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { formatPrice } from '../../../shared/format/format.rules';
import { formatPercent } from '../../../shared/format/number.rules';
import { theme } from '../../../shared/ui/theme';
import { financeProductName, shownProductId, withinRange } from '../finance.rules';
import { useFinanceCalculation, type FinanceOption } from '../hooks/use-finance-calculation';

const styles = css`
  .deposit {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 6rem;
    gap: 0.75rem;
    align-items: center;
  }
  .deposit input[type='number'] {
    width: 100%;
    min-height: 44px;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0.75rem 0;
  }
  label.product {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
  }
  .unavailable {
    color: ${theme.colour.muted};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.25rem 1rem;
    margin: 0.75rem 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .example {
    font-size: 0.875rem;
    color: ${theme.colour.muted};
  }
  .problem {
    color: ${theme.colour.danger};
  }
`;

/** The loan a shopper has settled on: product and deposit (as the server kept it). */
export type FinanceChoice = { productId: string; depositPercent: number };

type Props = {
  price: number;
  /** Checkout: the cash price is the order's total and cannot be changed. */
  fixedPrice?: boolean;
  /** Told the product and deposit whenever they change (null while no product is offered). */
  onChoice?: (choice: FinanceChoice | null) => void;
};

/**
 * The finance calculator for a cash price (spec §3–§5): deposit 0–50 % by slider or input, the
 * lender's products (those out of reach marked unavailable), the chosen product's figures in the
 * spec's wording and the representative example a UK retailer must show. The figures come from the
 * server (financeCalculation); outside GB it says finance is not offered. Checkout uses it to choose
 * the loan an order is paid with (a fixed price, the choice reported).
 */
export function FinanceCalculatorPanel({ price, fixedPrice = false, onChoice }: Props): React.JSX.Element {
  const { t } = useTranslation('finance');
  const locale = useRouter().locale ?? 'en-GB';
  const id = useId();
  const [cashPrice, setCashPrice] = useState(price);
  const [deposit, setDeposit] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const { calculation, loading, failed } = useFinanceCalculation(cashPrice, deposit);
  // The cash price may go up to 4 × the product's price: the range answered for the product's own
  // price (the teaser's calculation, already in the cache).
  const atProductPrice = useFinanceCalculation(price, 0).calculation;
  const reportedId = calculation
    ? shownProductId(chosen, calculation.offered_product_ids, calculation.representative?.product.product_id ?? null)
    : null;
  const reportedDeposit = calculation?.deposit_percent ?? null;
  useEffect(() => {
    if (!onChoice) return;
    onChoice(reportedId !== null && reportedDeposit !== null ? { productId: reportedId, depositPercent: reportedDeposit } : null);
  }, [onChoice, reportedId, reportedDeposit]);

  if (failed && !calculation) return <p role="alert">{t('finance.failed')}</p>;
  if (!calculation) return <p aria-live="polite">{loading ? t('finance.loading') : t('finance.notOffered')}</p>;

  const priceRange = { min: 0, max: (atProductPrice ?? calculation).price_range.max.value };
  const depositRange = calculation.deposit_range;
  const gbp = (value: number) => formatPrice(value, locale, calculation.price.currency, true);
  const percent = (value: number) => formatPercent(value, locale);
  const shownId = reportedId;
  const shown: FinanceOption | undefined = calculation.options.find((o) => o.product.product_id === shownId);
  const example = calculation.representative;

  return (
    <div css={styles} data-testid="FinanceCalculator" aria-busy={loading}>
      {fixedPrice ? (
        <p>{t('finance.orderTotal', { amount: gbp(calculation.price.value) })}</p>
      ) : (
        <>
          <label htmlFor={`${id}-price`}>{t('finance.price')}</label>
          <input
            id={`${id}-price`}
            type="number"
            min={0}
            max={priceRange.max}
            step="any"
            inputMode="decimal"
            value={cashPrice}
            css={{ display: 'block', minHeight: 44, marginBottom: '0.75rem' }}
            onChange={(event) => setCashPrice(withinRange(Number(event.target.value), priceRange))}
          />
        </>
      )}
      <label htmlFor={`${id}-deposit`}>{t('finance.deposit.label')}</label>
      <div className="deposit">
        <input
          id={`${id}-deposit`}
          type="range"
          min={depositRange.min}
          max={depositRange.max}
          step={1}
          value={deposit}
          aria-valuetext={t('finance.deposit.value', { percent: percent(deposit), amount: gbp(calculation.deposit.value) })}
          onChange={(event) => setDeposit(withinRange(Number(event.target.value), depositRange))}
        />
        <input
          type="number"
          min={depositRange.min}
          max={depositRange.max}
          step="any"
          inputMode="decimal"
          aria-label={t('finance.deposit.percent')}
          value={deposit}
          onChange={(event) => setDeposit(withinRange(Number(event.target.value), depositRange))}
        />
      </div>
      <p>
        {t('finance.deposit.value', { percent: percent(calculation.deposit_percent), amount: gbp(calculation.deposit.value) })}
      </p>

      {calculation.message ? (
        <p className="problem" role="alert">
          {calculation.message}
        </p>
      ) : null}

      <fieldset>
        <legend>{t('finance.products')}</legend>
        {calculation.options.map((option) => {
          const offered = calculation.offered_product_ids.includes(option.product.product_id);
          return (
            <label key={option.product.product_id} className={`product${offered ? '' : ' unavailable'}`}>
              <input
                type="radio"
                name={`${id}-product`}
                value={option.product.product_id}
                checked={option.product.product_id === shownId}
                disabled={!offered}
                onChange={() => setChosen(option.product.product_id)}
              />
              <span>{financeProductName(option.product, t, locale)}</span>
              {option.unavailable || !offered ? <span data-testid="FinanceUnavailable">{t('finance.unavailable')}</span> : null}
            </label>
          );
        })}
      </fieldset>

      {shown ? (
        <dl data-testid="FinanceFigures">
          <dt>{t('finance.figures.loanAmount')}</dt>
          <dd>{gbp(shown.loan_amount.value)}</dd>
          <dt>{t('finance.figures.deposit')}</dt>
          <dd>{gbp(shown.deposit.value)}</dd>
          {shown.payments > 1 ? (
            <>
              <dt>{t('finance.figures.monthly', { count: shown.payments - 1 })}</dt>
              <dd>{gbp(shown.monthly_repayment.value)}</dd>
            </>
          ) : null}
          <dt>{t('finance.figures.final')}</dt>
          <dd>{gbp(shown.final_payment.value)}</dd>
          <dt>{t('finance.figures.totalRepayable')}</dt>
          <dd>{gbp(shown.total_payable.value)}</dd>
          <dt>{t('finance.figures.apr', { months: shown.months })}</dt>
          <dd>{t('finance.figures.percent', { value: percent(shown.apr) })}</dd>
          <dt>{t('finance.figures.fee')}</dt>
          <dd>{gbp(shown.arrangement_fee.value)}</dd>
        </dl>
      ) : null}
      {calculation.minimum_amount ? <p>{t('finance.minimum', { amount: gbp(calculation.minimum_amount.value) })}</p> : null}
      {example ? (
        <p className="example" data-testid="FinanceExample">
          {t('finance.example', {
            price: gbp(calculation.price.value),
            deposit: gbp(example.deposit.value),
            credit: gbp(example.loan_amount.value),
            payments: Math.max(example.payments - 1, 0),
            monthly: gbp(example.monthly_repayment.value),
            final: gbp(example.final_payment.value),
            total: gbp(example.total_payable.value),
            rate: percent(example.interest_rate),
            apr: percent(example.apr),
            months: example.months,
          })}
        </p>
      ) : null}
      <p className="example">{t('finance.lender')}</p>
    </div>
  );
}
