import type { GetServerSideProps } from 'next';
import { SitemapEntriesGetDocument } from '../src/graphql/documents/SitemapEntriesGetDocument';
import { planSitemap, sitemapIndexXml, sitemapXml } from '../src/features/seo/sitemap.rules';
import { sendText } from '../src/features/seo/send-text';
import { createApolloClient } from '../src/shared/apollo/create-apollo-client';
import { siteUrl } from '../src/shared/config/public-config';
import { serverEnv } from '../src/shared/config/server-env';

/** Crawlers fetch the sitemap rarely; an hour keeps new products visible the same day. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * /sitemap.xml of the storefront the request is for (the English root, the German domain or
 * /de-DE/sitemap.xml): every indexable page with hreflang alternates, from the gateway's
 * sitemapEntries; an index of `?page=n` parts once the storefront outgrows one file.
 */
export const getServerSideProps: GetServerSideProps = async ({ locale, query, res }) => {
  const store = locale ?? 'en-GB';
  const pageParam = typeof query.page === 'string' ? Number(query.page) : null;
  try {
    // No shopper cookies: the sitemap is the same for everyone and stays in the gateway's public cache.
    const client = createApolloClient({ uri: serverEnv().gatewayUrl, headers: { store }, ssr: true });
    const { data } = await client.query({ query: SitemapEntriesGetDocument, variables: { store } });
    const entries = data?.sitemapEntries ?? [];
    const plan = planSitemap(entries.length, pageParam);
    if (!plan) {
      sendText(res, {
        status: 404,
        contentType: 'text/plain; charset=utf-8',
        cacheControl: 'no-store',
        body: 'No such sitemap part.\n',
      });
    } else {
      const body =
        plan.kind === 'index'
          ? sitemapIndexXml(plan.parts, siteUrl(store))
          : sitemapXml(entries.slice(plan.entries[0], plan.entries[1]), siteUrl, store);
      sendText(res, { contentType: 'application/xml; charset=utf-8', cacheControl: CACHE_CONTROL, body });
    }
  } catch (error) {
    // A crawler retries a 503 later rather than dropping the URLs it knew.
    console.error('[sitemap] could not load the sitemap entries', error);
    res.setHeader('Retry-After', '300');
    sendText(res, {
      status: 503,
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'no-store',
      body: 'Sitemap temporarily unavailable.\n',
    });
  }
  return { props: {} };
};

/** Never rendered: getServerSideProps has answered. */
export default function SitemapXml(): null {
  return null;
}
