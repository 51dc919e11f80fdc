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
  .no-delivery {
    margin: 0.75rem 0 0;
    padding: 0.75rem;
    border-left: 4px solid ${theme.colour.brand};
    background: ${theme.colour.paper};
  }
`;

/**
 * The shopping summary (spec §9): subtotal, the first discount, delivery, total, and the dispatch
 * date. Delivery reads "Free" only for free delivery: where the shop does not deliver the cart to the
 * shopper's country (the API's `delivery_available`) its 0 is no price, and the summary says so, with
 * what checkout still offers (the API's `fulfilment_available`).
 */
export function CartSummary({ cart }: { cart: CartView }): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { locale = 'en-GB' } = useRouter();
  const money = (value: number) => formatPrice(value, locale, cart.currency, true);
  const discount = firstDiscount(cart);
  const shipping = cart.prices.default_shipping_rate.value;
  const delivered = cart.prices.delivery_available;
  const shippingText = !delivered ? t('cart.summary.noDelivery') : shipping === 0 ? t('cart.summary.free') : money(shipping);
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
        <dd data-testid="CartSummary-shipping">{shippingText}</dd>
        <dt className="total">{t('cart.summary.total')}</dt>
        <dd className="total" data-testid="CartSummary-total">
          {money(cart.prices.grand_total.value)}
        </dd>
      </dl>
      {!delivered ? (
        <p className="no-delivery" data-testid="CartSummary-noDelivery">
          {t(cart.fulfilment_available ? 'cart.summary.noDeliveryOtherWays' : 'cart.summary.noDeliveryHint')}
        </p>
      ) : null}
      {/* Nothing is dispatched where checkout has no way to get the cart to the shopper. */}
      {cart.dispatch_date && cart.fulfilment_available ? (
        <p className="dispatch" data-testid="CartSummary-dispatch">
          {t('cart.summary.dispatch', { date: formatDispatchDay(cart.dispatch_date, locale) })}
        </p>
      ) : null}
    </section>
  );
}
