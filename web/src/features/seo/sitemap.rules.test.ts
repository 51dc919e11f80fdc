import { absoluteUrl, planSitemap, sitemapIndexXml, sitemapXml, w3cDatetime, xmlEscape } from './sitemap.rules';

const domains = (store: string): string => (store === 'de-DE' ? 'https://www.cadence.de' : 'https://www.cadence.co.uk');
const prefixed = (store: string): string => (store === 'de-DE' ? 'http://localhost:3000/de-DE' : 'http://localhost:3000');

describe('xmlEscape', () => {
  it('escapes the five XML special characters and nothing else', () => {
    expect(xmlEscape(`a&b<c>d"e'f ü`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f ü');
  });
});

describe('absoluteUrl', () => {
  it('joins origin and path with one slash and percent-encodes the path', () => {
    expect(absoluteUrl('https://www.cadence.de/', '/bikes/road/')).toBe('https://www.cadence.de/bikes/road/');
    expect(absoluteUrl('http://localhost:3000/de-DE', '/')).toBe('http://localhost:3000/de-DE/');
    expect(absoluteUrl('https://x.test', 'café & tea/')).toBe('https://x.test/caf%C3%A9%20&%20tea/');
  });
  it('leaves an existing escape alone', () => {
    expect(absoluteUrl('https://x.test', '/a%20b/')).toBe('https://x.test/a%20b/');
  });
});

describe('w3cDatetime', () => {
  it('drops the milliseconds and states the zone', () => {
    expect(w3cDatetime('2026-03-04T10:11:12.345Z')).toBe('2026-03-04T10:11:12+00:00');
    expect(w3cDatetime('not a date')).toBeNull();
  });
});

describe('planSitemap', () => {
  it('serves one urlset while the entries fit', () => {
    expect(planSitemap(3, null, 10)).toEqual({ kind: 'urlset', entries: [0, 3] });
    expect(planSitemap(0, null, 10)).toEqual({ kind: 'urlset', entries: [0, 0] });
    expect(planSitemap(3, 1, 10)).toBeNull();
  });
  it('serves an index and numbered parts past the limit, and no part that does not exist', () => {
    expect(planSitemap(25, null, 10)).toEqual({ kind: 'index', parts: 3 });
    expect(planSitemap(25, 1, 10)).toEqual({ kind: 'urlset', entries: [0, 10] });
    expect(planSitemap(25, 3, 10)).toEqual({ kind: 'urlset', entries: [20, 25] });
    expect(planSitemap(25, 4, 10)).toBeNull();
    expect(planSitemap(25, 0, 10)).toBeNull();
    expect(planSitemap(25, 1.5, 10)).toBeNull();
  });
});

describe('sitemapXml', () => {
  it('lists absolute URLs of the storefront with lastmod and hreflang alternates plus x-default', () => {
    const xml = sitemapXml(
      [
        {
          url_path: '/bikes/road/',
          lastmod: null,
          alternates: [
            { store: 'en-GB', url_path: '/bikes/road/' },
            { store: 'de-DE', url_path: '/bikes/road/' },
          ],
        },
        {
          url_path: '/blog/nur-deutsch/',
          lastmod: '2026-01-02T03:04:05.000Z',
          alternates: [{ store: 'de-DE', url_path: '/blog/nur-deutsch/' }],
        },
      ],
      domains,
      'de-DE',
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        '    <loc>https://www.cadence.de/bikes/road/</loc>',
        '    <xhtml:link rel="alternate" hreflang="en-GB" href="https://www.cadence.co.uk/bikes/road/"/>',
        '    <xhtml:link rel="alternate" hreflang="de-DE" href="https://www.cadence.de/bikes/road/"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.cadence.co.uk/bikes/road/"/>',
        '  </url>',
        '  <url>',
        '    <loc>https://www.cadence.de/blog/nur-deutsch/</loc>',
        '    <lastmod>2026-01-02T03:04:05+00:00</lastmod>',
        '    <xhtml:link rel="alternate" hreflang="de-DE" href="https://www.cadence.de/blog/nur-deutsch/"/>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes data in URLs and puts the German storefront under its prefix when it has no domain', () => {
    const xml = sitemapXml([{ url_path: '/a&b/', lastmod: null, alternates: [] }], prefixed, 'de-DE');
    expect(xml).toContain('<loc>http://localhost:3000/de-DE/a&amp;b/</loc>');
    expect(xml).not.toContain('xhtml:link rel');
  });
});

describe('sitemapIndexXml', () => {
  it('points at each numbered part with an absolute, escaped URL', () => {
    const xml = sitemapIndexXml(2, 'https://www.cadence.de');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://www.cadence.de/sitemap.xml?page=1</loc>');
    expect(xml).toContain('<loc>https://www.cadence.de/sitemap.xml?page=2</loc>');
    expect(xml).not.toContain('page=3');
  });
});
