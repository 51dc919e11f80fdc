import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import type { CheckoutFieldsFragment } from '../../../../graphql/graphql';
import { formatPrice } from '../../../../shared/format/format.rules';
import { theme } from '../../../../shared/ui/theme';

const styles = css`
  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: 0.4rem;
    margin: 0;
  }
  dt {
    color: ${theme.colour.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .total {
    border-top: 1px solid ${theme.colour.line};
    padding-top: 0.5rem;
    font-size: 1.15rem;
    font-weight: 800;
    color: ${theme.colour.ink};
  }
`;

/**
 * The order as it will be placed: lines, and the totals with the chosen delivery, from the server.
 * Delivery reads "Free" only for a delivery that costs nothing, never for one the shop does not make.
 */
export function CheckoutSummary({ cart }: { cart: CheckoutFieldsFragment }): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const { locale = 'en-GB' } = useRouter();
  const money = (value: number) => formatPrice(value, locale, cart.currency, true);
  const totals = cart.checkout?.totals;
  // Before a method is chosen the totals carry the cart's default shipping: where the shop does not
  // deliver the cart (the API's `delivery_available`) its 0 is no price, not free delivery.
  const undelivered = !cart.checkout?.selected_shipping_method && !cart.prices.delivery_available;
  return (
    // Named once, by its heading (the page's <aside> is its landmark), as the steps are (CheckoutStep).
    <section className="step" css={styles} data-testid="CheckoutSummary-root">
      <h2>{t('checkout.summary.title')}</h2>
      <ul>
        {cart.items.map((item) => (
          <li key={item.uid}>
            <span>
              {item.quantity} × {item.product.name}
              {item.option_label ? `, ${item.option_label}` : ''}
              {item.customColour ? `, ${item.customColour.label}` : ''}
            </span>
            <span>{money(item.prices.row_total_including_tax.value)}</span>
          </li>
        ))}
      </ul>
      {totals ? (
        <dl>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{money(totals.subtotal.value)}</dd>
          {totals.discount.value > 0 ? (
            <>
              <dt>{t('checkout.summary.discount')}</dt>
              <dd>−{money(totals.discount.value)}</dd>
            </>
          ) : null}
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd data-testid="CheckoutSummary-delivery">
            {undelivered
              ? t('checkout.summary.noDelivery')
              : totals.shipping.value === 0
                ? t('checkout.free')
                : money(totals.shipping.value)}
          </dd>
          <dt className="total">{t('checkout.summary.total')}</dt>
          <dd className="total" data-testid="CheckoutSummary-total">
            {money(totals.grand_total.value)}
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
