import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from '../../../shared/ui/link';
import { BRAND_NAME } from '../../../shared/config/public-config';
import { useMenuState } from '../../../shared/menu-state/menu-state';
import type { ShellMenus } from '../../../features/menus/menus.rules';
import { iconButtonStyles } from '../../../shared/ui/button.styles';
import { theme } from '../../../shared/ui/theme';
import { CartButton } from '../../../features/cart/components/cart-button/cart-button';
import { CustomerAvatar } from '../../../features/customer/components/customer-avatar/customer-avatar';
import { SearchBox } from '../../../features/search/components/search-box/search-box';
import { CountryPicker } from '../../../features/store/components/country-picker/country-picker';
import { MainMenu } from '../../../features/menus/components/main-menu/main-menu';
import { clientOnly } from '../../../shared/ui/client-only';

/**
 * The cart drawer's code (lines, summary, messages) is its own chunk, loaded when the drawer first
 * opens: nothing of it shows before (the drawer renders nothing while closed), and most page views
 * never open it.
 */
const CartDrawer = clientOnly(() =>
  import('../../../features/cart/components/cart-drawer/cart-drawer').then((m) => m.CartDrawer),
);

/** The mobile menu's drawer, likewise: it renders nothing until the menu button opens it. */
const MobileMenu = clientOnly(() =>
  import('../../../features/menus/components/mobile-menu/mobile-menu').then((m) => m.MobileMenu),
);

const headerStyles = css`
  position: relative;
  background: ${theme.colour.paper};
  border-bottom: 1px solid ${theme.colour.line};
  .bar {
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    padding: 0 0.5rem;
    min-height: 60px;
    display: flex;
    align-items: center;
    gap: 0.25rem;
    ${theme.mq.md} {
      gap: 0.5rem;
    }
    ${theme.mq.lg} {
      padding: 0 1.5rem;
      gap: 1.5rem;
    }
    /* 320 px phones: the menu, the name, the country, the account and the cart still fit on one line. */
    @media (max-width: 359px) {
      padding: 0 0.25rem;
      .logo {
        font-size: 0.9rem;
      }
    }
  }
  .logo {
    font-weight: 800;
    /* Phones: room for the country picker and the customer's avatar on one line. */
    font-size: 1.05rem;
    ${theme.mq.md} {
      font-size: 1.25rem;
    }
    letter-spacing: 0.02em;
    color: ${theme.colour.brand};
    text-decoration: none;
    white-space: nowrap;
  }
  /* The menu button until the desktop menu has room (main-menu.tsx shows it from xl). */
  .burger {
    ${theme.mq.desktopMenu} {
      display: none;
    }
  }
  .end {
    margin-left: auto;
    display: flex;
    align-items: center;
  }
  /* The search box has a row of its own under the bar (the menu and the country picker fill the
     bar even on wide screens): full width on phones, right-aligned from lg up. */
  .searchRow {
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    padding: 0 0.5rem 0.6rem;
    display: flex;
    justify-content: flex-end;
    ${theme.mq.lg} {
      padding: 0 1.5rem 0.6rem;
    }
  }
  .search {
    flex: 1 1 100%;
    ${theme.mq.lg} {
      flex: 0 1 420px;
    }
  }
`;

const skipLinkStyles = css`
  position: absolute;
  left: 0.5rem;
  top: -100px;
  z-index: 2000;
  padding: 0.75rem 1rem;
  background: ${theme.colour.ink};
  color: #fff;
  &:focus {
    top: 0.5rem;
  }
`;

/**
 * The storefront header: skip link, brand, desktop mega menu, mobile menu button, search box,
 * country picker, the customer's avatar (or a sign-in link) and the cart with its drawer.
 */
export function Header({ shell }: { shell: ShellMenus }): React.JSX.Element {
  const { t } = useTranslation('menus');
  const { activeMenu, toggleMenu } = useMenuState();
  return (
    <header css={headerStyles}>
      <a href="#main" css={skipLinkStyles}>
        {t('menus.header.skipToContent')}
      </a>
      <div className="bar">
        <button
          type="button"
          className="burger"
          css={iconButtonStyles}
          aria-expanded={activeMenu === 'mobile'}
          aria-controls="mobile-menu"
          onClick={() => toggleMenu('mobile')}
          data-testid="Header-menuButton"
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('menus.header.openMenu')}</span>
        </button>
        <Link href="/" className="logo" aria-label={t('menus.header.home', { brand: BRAND_NAME })}>
          {BRAND_NAME}
        </Link>
        <MainMenu tree={shell.mainMenu} />
        <div className="end">
          <CountryPicker current={shell.country} />
          <CustomerAvatar />
          <CartButton />
        </div>
      </div>
      <div className="searchRow">
        <SearchBox className="search" />
      </div>
      {activeMenu === 'mobile' ? <MobileMenu tree={shell.mainMenu} /> : null}
      {activeMenu === 'cart' ? <CartDrawer /> : null}
    </header>
  );
}
