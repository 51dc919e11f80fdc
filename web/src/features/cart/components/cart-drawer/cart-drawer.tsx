import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useNamespace } from '../../../../shared/i18n/lazy-namespace';
import { Link } from '../../../../shared/ui/link';
import { useMenuState } from '../../../../shared/menu-state/menu-state';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { Drawer } from '../../../../shared/ui/drawer';
import { useCart } from '../../hooks/use-cart';
import { CART_TEXTS } from '../../cart-texts';
import { CartLines } from '../cart-lines/cart-lines';
import { CartMessages } from '../cart-messages/cart-messages';
import { CartSummary } from '../cart-summary/cart-summary';

const panelStyles = css`
  width: min(92vw, 420px);
  padding: 0.5rem 1rem 1.5rem;
  .drawer-head {
    margin-bottom: 0.75rem;
  }
  .actions {
    display: grid;
    gap: 0.5rem;
    margin-top: 1rem;
  }
`;

/**
 * The cart side menu (spec §2, §4): opens on add and on errors, takes the single active menu and
 * the body's menu-open marker; Escape, the scrim and the close button close it. Its texts come
 * with it on pages that did not send them (cart-texts.ts).
 */
export function CartDrawer(): React.JSX.Element | null {
  return useNamespace('cart', CART_TEXTS) ? <CartDrawerPanel /> : null;
}

function CartDrawerPanel(): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { closeMenu } = useMenuState();
  const { cart, status, messages } = useCart();
  const empty = !cart || cart.items.length === 0;
  return (
    <Drawer
      name="cart"
      id="cart-drawer"
      side="right"
      title={t('cart.drawer.title')}
      closeLabel={t('cart.drawer.close')}
      testId="CartDrawer-root"
      panelStyles={panelStyles}
    >
      <CartMessages messages={messages} />
      {status === 'loading' ? <p>{t('cart.loading')}</p> : null}
      {status === 'ready' && empty ? <p data-testid="CartDrawer-empty">{t('cart.empty')}</p> : null}
      {cart && !empty ? (
        <>
          <CartLines cart={cart} />
          <CartSummary cart={cart} />
        </>
      ) : null}
      <div className="actions">
        {!empty ? (
          <Link href="/cart/" css={buttonStyles} data-testid="CartDrawer-viewCart">
            {t('cart.drawer.viewCart')}
          </Link>
        ) : null}
        <button type="button" css={secondaryButtonStyles} onClick={closeMenu}>
          {t('cart.drawer.continue')}
        </button>
      </div>
    </Drawer>
  );
}
