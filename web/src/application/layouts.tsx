import { Suspense } from 'react';
import { css } from '@emotion/react';
import { Link } from '../shared/ui/link';
import { useTranslation } from '../shared/i18n/use-translation';
import { Footer } from './shell/footer/footer';
import { Header } from './shell/header/header';
import { BRAND_NAME } from '../shared/config/public-config';
import { useAppShell } from './shell/use-app-shell';
import { theme } from '../shared/ui/theme';
import type { LayoutName } from '../shared/page';
import { clientOnly } from '../shared/ui/client-only';
import { ToastsOutlet } from '../shared/toasts/toasts';

/**
 * The consent banner shows only in the browser, once it has read the shopper's consent cookie (it
 * renders nothing on the server), so its code loads after the page instead of with it.
 */
const ConsentBanner = clientOnly(() =>
  import('../features/store/components/consent-banner/consent-banner').then((m) => m.ConsentBanner),
);

const mainStyles = css`
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

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

// The shell's data is read only by the parts that show it, so the slim layouts ask for nothing.
function ShellHeader(): React.JSX.Element {
  return <Header shell={useAppShell()} />;
}

function ShellFooter(): React.JSX.Element {
  return <Footer shell={useAppShell()} />;
}

type FrameProps = { header: 'full' | 'slim'; footer: boolean; consent: boolean; children: React.ReactNode };

/** What every layout is made of: a header, where toasts show, the page, optionally the footer and the consent banner. */
function Frame({ header, footer, consent, children }: FrameProps): React.JSX.Element {
  return (
    <>
      <Suspense>{header === 'full' ? <ShellHeader /> : <SlimHeader />}</Suspense>
      {/* Below the header, so a toast never covers its controls. */}
      <ToastsOutlet />
      <main id="main" tabIndex={-1} css={mainStyles}>
        <Suspense>{children}</Suspense>
      </main>
      {footer ? (
        <Suspense>
          <ShellFooter />
        </Suspense>
      ) : null}
      {consent ? <ConsentBanner /> : null}
    </>
  );
}

type LayoutProps = { children: React.ReactNode };

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => React.JSX.Element> = {
  /** Full header with the menus, the page, the footer. */
  default: ({ children }) => (
    <Frame header="full" footer consent>
      {children}
    </Frame>
  ),
  /** Brand bar and page only (store collection screen, error pages); in store, so no consent banner. */
  basic: ({ children }) => (
    <Frame header="slim" footer={false} consent={false}>
      {children}
    </Frame>
  ),
  /** Brand bar, page and footer (Cycle to Work quote). */
  simple: ({ children }) => (
    <Frame header="slim" footer consent>
      {children}
    </Frame>
  ),
  /** Full header and a full-width page without the footer (the bike configurator). */
  configurator: ({ children }) => (
    <Frame header="full" footer={false} consent>
      {children}
    </Frame>
  ),
};
