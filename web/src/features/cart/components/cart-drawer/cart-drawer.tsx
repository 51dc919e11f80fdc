import { css } from '@emotion/react';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useMenuState } from '../../../../shared/menu-state/menu-state';
import { buttonStyles, iconButtonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { useCart } from '../../hooks/use-cart';
import { CartLines } from '../cart-lines/cart-lines';
import { CartMessages } from '../cart-messages/cart-messages';
import { CartSummary } from '../cart-summary/cart-summary';

const styles = css`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  justify-content: flex-end;
  .scrim {
    position: absolute;
    inset: 0;
    background: rgb(0 0 0 / 0.45);
    border: 0;
  }
  .drawer {
    position: relative;
    display: flex;
    flex-direction: column;
    width: min(92vw, 420px);
    height: 100%;
    overflow-y: auto;
    background: ${theme.colour.paper};
    padding: 0.5rem 1rem 1.5rem;
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    border-bottom: 1px solid ${theme.colour.line};
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
 * the body's menu-open marker; Escape, the scrim and the close button close it.
 */
export function CartDrawer(): React.JSX.Element | null {
  const { t } = useTranslation('cart');
  const { activeMenu, closeMenu } = useMenuState();
  const { cart, status, messages } = useCart();
  const router = useRouter();
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = activeMenu === 'cart';

  useEffect(() => {
    router.events.on('routeChangeStart', closeMenu);
    return () => router.events.off('routeChangeStart', closeMenu);
  }, [router.events, closeMenu]);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open) return null;
  const empty = !cart || cart.items.length === 0;
  return (
    <div css={styles} data-testid="CartDrawer-root">
      <button type="button" className="scrim" aria-label={t('cart.drawer.close')} onClick={closeMenu} tabIndex={-1} />
      <div className="drawer" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" id="cart-drawer">
        <div className="head">
          <h2 id="cart-drawer-title" css={{ fontSize: '1.15rem', margin: 0 }}>
            {t('cart.drawer.title')}
          </h2>
          <button ref={closeRef} type="button" css={iconButtonStyles} onClick={closeMenu} aria-label={t('cart.drawer.close')}>
            <span aria-hidden="true" css={{ fontSize: '1.75rem', lineHeight: 1 }}>
              ×
            </span>
          </button>
        </div>
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
      </div>
    </div>
  );
}
