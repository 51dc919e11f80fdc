import { css } from '@emotion/react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Footer } from '../../features/menus/components/footer/footer';
import { Header } from '../../features/menus/components/header/header';
import { ConsentBanner } from '../../features/store/components/consent-banner/consent-banner';
import { BRAND_NAME } from '../config/public-config';
import { useAppShell } from '../shell/use-app-shell';
import { theme } from '../ui/theme';

export type LayoutName = 'default' | 'basic' | 'simple' | 'configurator';

const mainStyles = css`
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

/** Header with the full menu, page, footer; the consent banner off store networks. */
export function DefaultLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  const shell = useAppShell();
  return (
    <>
      <Header shell={shell} />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <Footer shell={shell} />
      <ConsentBanner />
    </>
  );
}

const slimHeaderStyles = css`
  border-bottom: 1px solid ${theme.colour.line};
  padding: 0.9rem 1rem;
  a {
    font-weight: 800;
    font-size: 1.2rem;
    color: ${theme.colour.brand};
    text-decoration: none;
  }
`;

function SlimHeader(): React.JSX.Element {
  const { t } = useTranslation('menus');
  return (
    <header css={slimHeaderStyles}>
      <Link href="/" aria-label={t('menus.header.home', { brand: BRAND_NAME, defaultValue: `${BRAND_NAME} home page` })}>
        {BRAND_NAME}
      </Link>
    </header>
  );
}

/** Brand bar and page only (store collection screen). */
export function BasicLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <>
      <SlimHeader />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
    </>
  );
}

/** Brand bar, page and footer (Cycle to Work quote). */
export function SimpleLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  const shell = useAppShell();
  return (
    <>
      <SlimHeader />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <Footer shell={shell} />
      <ConsentBanner />
    </>
  );
}

/** Full header, full-width page without the footer (the bike configurator). */
export function ConfiguratorLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  const shell = useAppShell();
  return (
    <>
      <Header shell={shell} />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <ConsentBanner />
    </>
  );
}

export const LAYOUTS: Record<LayoutName, (props: { children: React.ReactNode }) => React.JSX.Element> = {
  default: DefaultLayout,
  basic: BasicLayout,
  simple: SimpleLayout,
  configurator: ConfiguratorLayout,
};
