import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useNamespace } from '../../../../shared/i18n/lazy-namespace';
import { Link } from '../../../../shared/ui/link';
import { useMenuState } from '../../../../shared/menu-state/menu-state';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { Drawer } from '../../../../shared/ui/drawer';
import { useCart } from '../../hooks/use-cart';
import { CART_TEXTS } from '../../cart-texts';
import type { CartView } from '../../cart.rules';
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
 * the body's menu-open marker; Escape, the scrim and the close button close it. It opens at once
 * with the shell's texts (its title, its close button, what the last action said); on pages that
 * did not send the cart's texts, the lines and actions follow with them (cart-texts.ts). Should
 * they not come, it says the cart cannot be reached, and tries again when next opened.
 */
export function CartDrawer(): React.JSX.Element {
  const texts = useNamespace('cart', CART_TEXTS);
  const { t } = useTranslation('shell');
  const { cart, status, messages } = useCart();
  return (
    <Drawer
      name="cart"
      id="cart-drawer"
      side="right"
      title={t('shell.cart.title')}
      closeLabel={t('shell.cart.close')}
      testId="CartDrawer-root"
      panelStyles={panelStyles}
    >
      <CartMessages messages={messages} />
      {status === 'loading' || texts === 'loading' ? <p>{t('shell.cart.loading')}</p> : null}
      {texts === 'failed' ? <p data-testid="CartDrawer-unavailable">{t('shell.cart.unavailable')}</p> : null}
      {status === 'ready' && texts === 'ready' ? <CartDrawerContents cart={cart} /> : null}
    </Drawer>
  );
}

/** The lines, the summary and the way on, in the cart's own texts. */
function CartDrawerContents({ cart }: { cart: CartView | null }): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { closeMenu } = useMenuState();
  const empty = !cart || cart.items.length === 0;
  return (
    <>
      {empty ? <p data-testid="CartDrawer-empty">{t('cart.empty')}</p> : null}
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
    </>
  );
}
