import type { GetServerSideProps } from 'next';
import { storefrontRootPath, webManifest } from '../src/features/seo/manifest.rules';
import { sendText } from '../src/features/seo/send-text';
import { BRAND_NAME, siteUrl } from '../src/shared/config/public-config';
import { theme } from '../src/shared/ui/theme';

/** /manifest.webmanifest of the storefront the request is for (brand from configuration, not a static file). */
export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  const store = locale ?? 'en-GB';
  const manifest = webManifest({
    brand: BRAND_NAME,
    locale: store,
    rootPath: storefrontRootPath(siteUrl(store)),
    themeColor: theme.colour.brand,
  });
  sendText(res, {
    contentType: 'application/manifest+json; charset=utf-8',
    cacheControl: 'public, max-age=86400',
    body: JSON.stringify(manifest),
  });
  return { props: {} };
};

/** Never rendered: getServerSideProps has answered. */
export default function WebManifestFile(): null {
  return null;
}
