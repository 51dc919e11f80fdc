import Head from 'next/head';
import { useRouter } from 'next/router';
import { BRAND_NAME, siteUrl } from '../config/public-config';
import { alternateLinks, canonicalPath } from './seo.rules';

/**
 * Title (with the brand), meta description/keywords from the page's data, and what search engines
 * need: the canonical URL on this storefront's domain and hreflang links to the same page on the
 * other storefront (and x-default). `path` overrides the canonical path (e.g. to keep ?page=2);
 * `noIndex` marks error and search-result pages. Every tag has a key: next/head keeps one tag per key
 * however often the page is rendered (server/react-dom-server-inline.cjs may render a page twice).
 */
export function PageHead({
  title,
  description,
  keywords,
  path,
  noIndex = false,
  image,
}: {
  title: string;
  description?: string | null;
  keywords?: string | null;
  path?: string;
  noIndex?: boolean;
  /** Absolute or storefront-relative image for social previews. */
  image?: string | null;
}): React.JSX.Element {
  const router = useRouter();
  const locale = router.locale ?? 'en-GB';
  const fullTitle = title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
  const canonical = `${siteUrl(locale)}${path ?? canonicalPath(router.asPath)}`;
  const alternates = alternateLinks(path ?? canonicalPath(router.asPath), siteUrl);
  const ogImage = image ? (image.startsWith('http') ? image : `${siteUrl(locale)}${image}`) : null;
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      {description ? <meta key="description" name="description" content={description} /> : null}
      {keywords ? <meta key="keywords" name="keywords" content={keywords} /> : null}
      {noIndex ? <meta key="robots" name="robots" content="noindex, follow" /> : null}
      {noIndex ? null : <link key="canonical" rel="canonical" href={canonical} />}
      {noIndex
        ? null
        : alternates.map((link) => <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />)}
      <meta key="og:title" property="og:title" content={fullTitle} />
      {description ? <meta key="og:description" property="og:description" content={description} /> : null}
      <meta key="og:url" property="og:url" content={canonical} />
      <meta key="og:site_name" property="og:site_name" content={BRAND_NAME} />
      <meta key="og:locale" property="og:locale" content={locale.replace('-', '_')} />
      {ogImage ? <meta key="og:image" property="og:image" content={ogImage} /> : null}
    </Head>
  );
}
