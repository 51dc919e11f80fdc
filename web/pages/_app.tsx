import { CacheProvider, type EmotionCache } from '@emotion/react';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { LAYOUTS } from '../src/application/layouts';
import { CartProvider } from '../src/features/cart/hooks/use-cart';
import { PageDataProvider, registerApolloClientFactory } from '../src/shared/apollo/query-hooks';
import type { QueryResults } from '../src/shared/apollo/query-key';
import { LoadingBar } from '../src/shared/loading-bar/loading-bar';
import { MenuStateProvider } from '../src/shared/menu-state/menu-state';
import type { StorefrontPage } from '../src/shared/page';
import { ToastsProvider } from '../src/shared/toasts/toasts';
import { createEmotionCache } from '../src/shared/ui/emotion-cache';
import { GlobalStyles } from '../src/shared/ui/global-styles';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../next-i18next.config.js');

const browserEmotionCache = createEmotionCache();

// The Apollo client is its own chunk, loaded when the page first needs it (query-hooks.tsx).
registerApolloClientFactory((store) =>
  import('../src/application/browser-apollo-client').then(({ createBrowserApolloClient }) => createBrowserApolloClient(store)),
);

type Props = AppProps<{ __QUERY_RESULTS__?: QueryResults }> & { Component: StorefrontPage; emotionCache?: EmotionCache };

function StorefrontApp({ Component, pageProps, emotionCache = browserEmotionCache }: Props): React.JSX.Element {
  const router = useRouter();
  const Layout = LAYOUTS[Component.layoutFor?.(pageProps as never) ?? Component.layout ?? 'default'];
  return (
    <CacheProvider value={emotionCache}>
      <GlobalStyles />
      <PageDataProvider results={pageProps.__QUERY_RESULTS__} store={router.locale ?? 'en-GB'}>
        <MenuStateProvider>
          <ToastsProvider>
            <CartProvider>
              <LoadingBar />
              <Layout>
                <Component {...pageProps} />
              </Layout>
            </CartProvider>
          </ToastsProvider>
        </MenuStateProvider>
      </PageDataProvider>
    </CacheProvider>
  );
}

export default appWithTranslation(StorefrontApp as never, i18nConfig);
