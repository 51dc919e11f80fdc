import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useEffect, useRef } from 'react';
import { buttonStyles, containerStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { pushCartEvent } from '../../cart-analytics';
import { useCart } from '../../hooks/use-cart';
import { CartLines } from '../cart-lines/cart-lines';
import { CartMessages } from '../cart-messages/cart-messages';
import { FinanceCalculator } from '../../../finance/components/finance-calculator';
import { CartSummary } from '../cart-summary/cart-summary';
import { CouponForm } from '../coupon-form/coupon-form';
import { DeliveryInfo } from '../delivery-info/delivery-info';
import type { ServedDeliveryInfo } from '../../cart-page-load';

const styles = css`
  padding-top: 1.5rem;
  padding-bottom: 3rem;
  /* The cart arrives after the page: the footer starts below the fold, so nothing on screen moves. */
  min-height: 100vh;
  .layout {
    display: grid;
    gap: 2rem;
    ${theme.mq.lg} {
      grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
      align-items: start;
    }
  }
  aside {
    display: grid;
    gap: 1.25rem;
    padding: 1.25rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    background: ${theme.colour.wash};
  }
  .note {
    margin: 0;
    padding: 0.75rem;
    border-left: 4px solid ${theme.colour.brand};
    background: ${theme.colour.paper};
  }
  .links {
    display: flex;
    gap: 1rem;
    flex-wrap: wrap;
    margin-top: 0.5rem;
  }
`;

/**
 * The cart page: lines with steppers and remove, the shopping summary, the coupon form and the way
 * to checkout (where the API says checkout has a way to get the cart to the shopper). The page is
 * rendered with the shopper's cart where the server could read it (cart-page-load.ts), else the
 * cart loads in the browser (`deliveryInfo`: the delivery text the server read with the cart).
 * 'Bike is missing from cart' is the review page's (upsell.view.tsx), for a bike that is not, or no
 * longer, in the cart.
 */
export function CartPage({ deliveryInfo }: { deliveryInfo?: ServedDeliveryInfo }): React.JSX.Element {
  const { t } = useTranslation('cart');
  const shell = useTranslation('shell').t;
  const { cart, status, messages } = useCart();
  const viewed = useRef(false);

  useEffect(() => {
    if (cart && cart.items.length && !viewed.current) {
      viewed.current = true;
      pushCartEvent('view_cart', cart, cart.items);
    }
  }, [cart]);

  const empty = !cart || cart.items.length === 0;
  return (
    <div css={[containerStyles, styles]}>
      <h1>{t('cart.page.title')}</h1>
      <CartMessages messages={messages} />
      {status === 'loading' ? <p>{shell('shell.cart.loading')}</p> : null}
      {status === 'ready' && empty ? (
        <div data-testid="CartPage-empty">
          <p>{t('cart.empty')}</p>
          <p>{t('cart.emptyHint')}</p>
          <Link href="/" css={buttonStyles}>
            {t('cart.startShopping')}
          </Link>
        </div>
      ) : null}
      {cart && !empty ? (
        <div className="layout">
          <section aria-label={t('cart.page.title')}>
            <CartLines cart={cart} />
          </section>
          <aside>
            <CartSummary cart={cart} />
            <CouponForm cart={cart} />
            {/* No way to check out where checkout has none to get the cart to the shopper (the summary says why). */}
            {cart.fulfilment_available ? (
              <Link
                href="/checkout/"
                css={buttonStyles}
                onClick={() => pushCartEvent('begin_checkout', cart, cart.items)}
                data-testid="CartPage-checkout"
              >
                {t('cart.checkout.button')}
              </Link>
            ) : null}
            {/* Last: their texts arrive after the cart, and nothing below them moves when they do. */}
            <FinanceCalculator price={cart.prices.grand_total.value} />
            <DeliveryInfo dispatchDate={cart.dispatch_date} served={deliveryInfo} />
          </aside>
        </div>
      ) : null}
    </div>
  );
}
