import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { formatPrice } from '../../../../shared/format/format.rules';
import { formatDispatchDay } from '../../../../shared/format/dispatch-day.rules';
import { theme } from '../../../../shared/ui/theme';
import { firstDiscount, type CartView } from '../../cart.rules';

const styles = css`
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: 0.5rem;
    margin: 0;
  }
  dt {
    color: ${theme.colour.muted};
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-weight: 600;
  }
  .discount {
    color: ${theme.colour.success};
  }
  .total {
    padding-top: 0.5rem;
    border-top: 1px solid ${theme.colour.line};
    font-size: 1.15rem;
    font-weight: 800;
    color: ${theme.colour.ink};
  }
  .dispatch {
    margin: 0.75rem 0 0;
    color: ${theme.colour.muted};
  }
`;

/** The shopping summary (spec §9): subtotal, the first discount, delivery, total, and the dispatch date. */
export function CartSummary({ cart }: { cart: CartView }): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { locale = 'en-GB' } = useRouter();
  const money = (value: number) => formatPrice(value, locale, cart.currency, true);
  const discount = firstDiscount(cart);
  const shipping = cart.prices.default_shipping_rate.value;
  return (
    <section css={styles} aria-labelledby="cart-summary-title" data-testid="CartSummary-root">
      <h2 id="cart-summary-title" css={{ fontSize: '1.15rem' }}>
        {t('cart.summary.title')}
      </h2>
      <dl>
        <dt>{t('cart.summary.subtotal')}</dt>
        <dd data-testid="CartSummary-subtotal">{money(cart.prices.subtotal_including_tax.value)}</dd>
        {discount ? (
          <>
            <dt className="discount">{t('cart.summary.discount', { label: discount.label })}</dt>
            <dd className="discount" data-testid="CartSummary-discount">
              −{money(discount.amount.value)}
            </dd>
          </>
        ) : null}
        <dt>{t('cart.summary.shipping')}</dt>
        <dd data-testid="CartSummary-shipping">{shipping === 0 ? t('cart.summary.free') : money(shipping)}</dd>
        <dt className="total">{t('cart.summary.total')}</dt>
        <dd className="total" data-testid="CartSummary-total">
          {money(cart.prices.grand_total.value)}
        </dd>
      </dl>
      {cart.dispatch_date ? (
        <p className="dispatch" data-testid="CartSummary-dispatch">
          {t('cart.summary.dispatch', { date: formatDispatchDay(cart.dispatch_date, locale) })}
        </p>
      ) : null}
    </section>
  );
}
