/** The storefront's path prefix from its public origin: '/' on its own domain, '/de-DE/' as a path prefix. */
export function storefrontRootPath(siteUrl: string): string {
  const path = new URL(siteUrl).pathname.replace(/\/+$/, '');
  return `${path}/`;
}

export type WebManifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'browser' | 'minimal-ui' | 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/**
 * The web app manifest of a storefront: the brand (from configuration), the storefront's language
 * and its own root as start URL and scope, so a shortcut to the German shop opens the German shop.
 */
export function webManifest({
  brand,
  locale,
  rootPath,
  themeColor,
}: {
  brand: string;
  locale: string;
  rootPath: string;
  themeColor: string;
}): WebManifest {
  return {
    name: brand,
    short_name: brand,
    lang: locale,
    start_url: rootPath,
    scope: rootPath,
    display: 'standalone',
    theme_color: themeColor,
    background_color: '#ffffff',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
