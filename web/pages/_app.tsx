import type { NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useApollo } from '../src/application/use-apollo';
import { LAYOUTS } from '../src/application/layouts';
import { CartProvider } from '../src/features/cart/hooks/use-cart';
import { LoadingBar } from '../src/shared/loading-bar/loading-bar';
import { MenuStateProvider } from '../src/shared/menu-state/menu-state';
import type { StorefrontPage } from '../src/shared/page';
import { ToastsProvider } from '../src/shared/toasts/toasts';
import { createEmotionCache } from '../src/shared/ui/emotion-cache';
import { GlobalStyles } from '../src/shared/ui/global-styles';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../next-i18next.config.js');

const browserEmotionCache = createEmotionCache();

type Props = AppProps<{ __APOLLO_STATE__?: NormalizedCacheObject }> & { Component: StorefrontPage; emotionCache?: EmotionCache };

function StorefrontApp({ Component, pageProps, emotionCache = browserEmotionCache }: Props): React.JSX.Element {
  const router = useRouter();
  const client = useApollo(pageProps.__APOLLO_STATE__, router.locale ?? 'en-GB');
  const Layout = LAYOUTS[Component.layoutFor?.(pageProps as never) ?? Component.layout ?? 'default'];
  return (
    <CacheProvider value={emotionCache}>
      <GlobalStyles />
      <ApolloProvider client={client}>
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
      </ApolloProvider>
    </CacheProvider>
  );
}

export default appWithTranslation(StorefrontApp as never, i18nConfig);
