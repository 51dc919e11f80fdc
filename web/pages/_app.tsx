import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { LAYOUTS } from '../src/application/layouts';
import { CartProvider } from '../src/features/cart/hooks/use-cart';
import type { CartPageProps } from '../src/features/cart/cart-page-load';
import { PageDataProvider, registerApolloClientFactory } from '../src/shared/apollo/query-hooks';
import { TranslationProvider, type PageTranslations } from '../src/shared/i18n/translation-provider';
import type { QueryResults } from '../src/shared/apollo/query-key';
import { resolvePageProps } from '../src/shared/apollo/answer-refs';
import { MenuStateProvider } from '../src/shared/menu-state/menu-state';
import type { StorefrontPage } from '../src/shared/page';
import { ToastsProvider } from '../src/shared/toasts/toasts';
import { createEmotionCache } from '../src/shared/ui/emotion-cache';
import { GlobalStyles } from '../src/shared/ui/global-styles';
import { clientOnly } from '../src/shared/ui/client-only';

const browserEmotionCache = createEmotionCache();

/**
 * The loading bar shows during client-side navigations only, which start after the page has
 * hydrated: it loads after the page instead of with it (the server rendered an invisible bar).
 */
const LoadingBar = clientOnly(() => import('../src/shared/loading-bar/loading-bar').then((m) => m.LoadingBar));

// The Apollo client is its own chunk, loaded when the page first needs it (query-hooks.tsx).
registerApolloClientFactory((store) =>
  import('../src/application/browser-apollo-client').then(({ createBrowserApolloClient }) => createBrowserApolloClient(store)),
);

type Props = AppProps<{ __QUERY_RESULTS__?: QueryResults; _nextI18Next?: PageTranslations } & CartPageProps> & {
  Component: StorefrontPage;
  emotionCache?: EmotionCache;
};

function StorefrontApp({ Component, pageProps: sentProps, emotionCache = browserEmotionCache }: Props): React.JSX.Element {
  const router = useRouter();
  // The page's props as its loader made them: parts sent once, with the answers, are put back.
  const pageProps = useMemo(() => resolvePageProps(sentProps), [sentProps]);
  const Layout = LAYOUTS[Component.layoutFor?.(pageProps as never) ?? Component.layout ?? 'default'];
  return (
    <CacheProvider value={emotionCache}>
      <TranslationProvider translations={pageProps._nextI18Next} locale={router.locale ?? 'en-GB'}>
        <GlobalStyles />
        <PageDataProvider results={pageProps.__QUERY_RESULTS__} store={router.locale ?? 'en-GB'}>
          <MenuStateProvider>
            <ToastsProvider>
              <CartProvider served={pageProps.cart}>
                <LoadingBar />
                <Layout>
                  <Component {...pageProps} />
                </Layout>
              </CartProvider>
            </ToastsProvider>
          </MenuStateProvider>
        </PageDataProvider>
      </TranslationProvider>
    </CacheProvider>
  );
}

export default StorefrontApp;
