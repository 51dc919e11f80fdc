import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useMenuState } from '../../../../shared/menu-state/menu-state';
import { iconButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { cartCount } from '../../cart.rules';
import { useCart } from '../../hooks/use-cart';

const styles = css`
  position: relative;
  .count {
    position: absolute;
    top: 2px;
    right: 0;
    min-width: 1.25rem;
    height: 1.25rem;
    padding: 0 0.3rem;
    border-radius: 999px;
    background: ${theme.colour.brand};
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.25rem;
    text-align: center;
  }
`;

/**
 * The header's cart button: opens the cart drawer. The count appears once the cart has loaded in
 * the browser, so a shared page's HTML is the same for every shopper (the private cart page is
 * rendered with the cart, and with its count).
 */
export function CartButton(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const { cart } = useCart();
  const { activeMenu, toggleMenu } = useMenuState();
  const count = cartCount(cart);
  return (
    <button
      type="button"
      css={[iconButtonStyles, styles]}
      aria-expanded={activeMenu === 'cart'}
      aria-controls="cart-drawer"
      onClick={() => toggleMenu('cart')}
      data-testid="CartButton-root"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11h11.2L21 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {count > 0 ? (
        <span className="count" aria-hidden="true" data-testid="CartButton-count">
          {count}
        </span>
      ) : null}
      <span className="visually-hidden">{count > 0 ? t('shell.cart.open', { count }) : t('shell.cart.openEmpty')}</span>
    </button>
  );
}
