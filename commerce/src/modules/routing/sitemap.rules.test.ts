import { blogListerPages, toSitemapEntries, toUrlPath } from './sitemap.rules';
import type { SitemapPage } from './sitemap.types';

const page = (overrides: Partial<SitemapPage>): SitemapPage => ({
  store: 'en-GB',
  key: 'category:1',
  pageType: 'category',
  path: 'bikes',
  lastModified: null,
  ...overrides,
});
const STORES = ['en-GB', 'de-DE'];

describe('toUrlPath', () => {
  it('gives every path but the root a leading and a trailing slash', () => {
    expect(toUrlPath('')).toBe('/');
    expect(toUrlPath('bikes/road')).toBe('/bikes/road/');
    expect(toUrlPath('/blog/tag/winter/')).toBe('/blog/tag/winter/');
  });
});

describe('toSitemapEntries', () => {
  it('lists only the pages of the asked storefront, with every storefront that has the same page as alternates', () => {
    const entries = toSitemapEntries(
      'de-DE',
      [
        page({ store: 'en-GB', key: 'cms:about-us', pageType: 'cms-page', path: 'about-us' }),
        page({ store: 'de-DE', key: 'cms:about-us', pageType: 'cms-page', path: 'about-us' }),
        page({ store: 'en-GB', key: 'blog-post:3', pageType: 'blog-post', path: 'blog/english-only' }),
        page({ store: 'de-DE', key: 'blog-post:4', pageType: 'blog-post', path: 'blog/nur-deutsch' }),
      ],
      STORES,
    );
    expect(entries).toEqual([
      {
        urlPath: '/about-us/',
        pageType: 'cms-page',
        lastModified: null,
        alternates: [
          { store: 'en-GB', urlPath: '/about-us/' },
          { store: 'de-DE', urlPath: '/about-us/' },
        ],
      },
      {
        urlPath: '/blog/nur-deutsch/',
        pageType: 'blog-post',
        lastModified: null,
        alternates: [{ store: 'de-DE', urlPath: '/blog/nur-deutsch/' }],
      },
    ]);
  });

  it('links translations whose paths differ, and keeps the first path of a page listed twice', () => {
    const [entry] = toSitemapEntries(
      'en-GB',
      [
        page({ store: 'en-GB', path: 'bikes/road' }),
        page({ store: 'en-GB', path: 'bikes/road-old' }),
        page({ store: 'de-DE', path: 'fahrraeder/rennrad' }),
      ],
      STORES,
    );
    expect(entry).toMatchObject({
      urlPath: '/bikes/road/',
      alternates: [
        { store: 'en-GB', urlPath: '/bikes/road/' },
        { store: 'de-DE', urlPath: '/fahrraeder/rennrad/' },
      ],
    });
  });

  it('orders home, catalogue, content and blog, then by path', () => {
    const entries = toSitemapEntries(
      'en-GB',
      [
        page({ key: 'blog-post:1', pageType: 'blog-post', path: 'blog/a' }),
        page({ key: 'product:2', pageType: 'pac', path: 'helmet' }),
        page({ key: 'category:2', path: 'bikes/road' }),
        page({ key: 'category:1', path: 'bikes' }),
        page({ key: 'home', pageType: 'home', path: '' }),
      ],
      STORES,
    );
    expect(entries.map((e) => e.urlPath)).toEqual(['/', '/bikes/', '/bikes/road/', '/helmet/', '/blog/a/']);
  });
});

describe('blogListerPages', () => {
  it('gives each storefront with posts a lister page dated with its newest post', () => {
    const pages = blogListerPages([
      page({ store: 'en-GB', lastModified: new Date('2026-01-02') }),
      page({ store: 'en-GB', lastModified: new Date('2026-03-04') }),
      page({ store: 'de-DE', lastModified: new Date('2025-12-31') }),
    ]);
    expect(pages).toEqual([
      { store: 'en-GB', key: 'blog', pageType: 'blog', path: 'blog', lastModified: new Date('2026-03-04') },
      { store: 'de-DE', key: 'blog', pageType: 'blog', path: 'blog', lastModified: new Date('2025-12-31') },
    ]);
    expect(blogListerPages([])).toEqual([]);
  });
});
