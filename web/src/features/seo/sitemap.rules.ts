/** A sitemap entry as the gateway answers it (sitemapEntries). */
export type SitemapEntryLike = {
  url_path: string;
  lastmod: string | null;
  alternates: readonly { store: string; url_path: string }[];
};

/** The storefront that x-default points at: the English one, as PageHead does. */
const X_DEFAULT_STORE = 'en-GB';

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); with hreflang links an entry is
 * about 0.5 kB, so 10,000 keeps each file near 5 MB, quick to fetch and to regenerate.
 */
export const MAX_URLS_PER_SITEMAP = 10_000;

/** Escapes text for an XML element or a double- or single-quoted attribute. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * An absolute URL for a storefront path, percent-encoded as the protocol asks (RFC 3986) but
 * leaving existing escapes alone: the origin comes from configuration, the path from data.
 */
export function absoluteUrl(siteUrl: string, urlPath: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const path = urlPath.startsWith('/') ? urlPath : `/${urlPath}`;
  return `${origin}${encodeURI(path).replace(/%25([0-9A-Fa-f]{2})/g, '%$1')}`;
}

/** A W3C datetime without milliseconds (what sitemap lastmod accepts), or null for an unparsable value. */
export function w3cDatetime(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : `${date.toISOString().slice(0, 19)}+00:00`;
}

/** What /sitemap.xml serves: one urlset, or an index of numbered parts when the storefront outgrows one file. */
export type SitemapPlan = { kind: 'urlset'; entries: number[] } | { kind: 'index'; parts: number };

/**
 * Splits `count` entries into sitemap files of at most `max`. Without a part number the answer is
 * the whole urlset when it fits, else the index; with one it is that part's slice, or null when
 * there is no such part (a 404).
 */
export function planSitemap(count: number, part: number | null, max = MAX_URLS_PER_SITEMAP): SitemapPlan | null {
  const parts = Math.max(1, Math.ceil(count / max));
  if (part === null) {
    return parts === 1 ? { kind: 'urlset', entries: [0, count] } : { kind: 'index', parts };
  }
  if (!Number.isInteger(part) || part < 1 || part > parts || parts === 1) return null;
  return { kind: 'urlset', entries: [(part - 1) * max, Math.min(part * max, count)] };
}

/**
 * A sitemap urlset: each page's absolute URL on this storefront, its last change when known, and
 * xhtml:link hreflang alternates to every storefront that has it plus x-default (the English page).
 */
export function sitemapXml(entries: readonly SitemapEntryLike[], siteUrl: (store: string) => string, store: string): string {
  const urls = entries.map((entry) => {
    const lines = [`  <url>`, `    <loc>${xmlEscape(absoluteUrl(siteUrl(store), entry.url_path))}</loc>`];
    const lastmod = entry.lastmod ? w3cDatetime(entry.lastmod) : null;
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
    const links = entry.alternates.map((a) => ({ hreflang: a.store, href: absoluteUrl(siteUrl(a.store), a.url_path) }));
    const english = entry.alternates.find((a) => a.store === X_DEFAULT_STORE);
    if (english) links.push({ hreflang: 'x-default', href: absoluteUrl(siteUrl(english.store), english.url_path) });
    for (const link of links) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${xmlEscape(link.hreflang)}" href="${xmlEscape(link.href)}"/>`);
    }
    lines.push(`  </url>`);
    return lines.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index of `parts` numbered parts of this storefront's sitemap (`/sitemap.xml?page=n`). */
export function sitemapIndexXml(parts: number, siteUrl: string): string {
  const sitemaps = Array.from(
    { length: parts },
    (_, i) => `  <sitemap>\n    <loc>${xmlEscape(`${absoluteUrl(siteUrl, '/sitemap.xml')}?page=${i + 1}`)}</loc>\n  </sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
}
