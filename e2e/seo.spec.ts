import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

type SitemapUrl = { loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] };

/**
 * Fetches a sitemap and parses it with the browser's XML parser: a malformed document fails here
 * (parsererror), and the answer is what a crawler would read.
 */
async function readSitemap(page: Page, request: APIRequestContext, path: string): Promise<SitemapUrl[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control']).toContain('max-age=');
  const xml = await response.text();
  await page.goto('about:blank');
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) throw new Error(`sitemap is not well-formed XML: ${error.textContent}`);
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    if (doc.documentElement.namespaceURI !== ns || doc.documentElement.localName !== 'urlset') {
      throw new Error(`unexpected root element ${doc.documentElement.tagName}`);
    }
    return Array.from(doc.getElementsByTagNameNS(ns, 'url')).map((url) => ({
      loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
      alternates: Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((link) => ({
        hreflang: link.getAttribute('hreflang') ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    }));
  }, xml);
}

const pathOf = (url: string): string => new URL(url).pathname;

test.describe('sitemap.xml', () => {
  test('the English sitemap lists categories, products and blog posts with hreflang alternates', async ({ page, request }) => {
    const urls = await readSitemap(page, request, '/sitemap.xml');
    const byPath = new Map(urls.map((u) => [pathOf(u.loc), u]));
    expect(urls.every((u) => /^https?:\/\/[^/]+\/(?!de-DE\/)/.test(u.loc))).toBe(true);
    expect(byPath.has('/')).toBe(true);

    const category = byPath.get('/bikes/road/');
    expect(category?.alternates).toEqual([
      { hreflang: 'en-GB', href: category!.loc },
      { hreflang: 'de-DE', href: expect.stringMatching(/\/bikes\/road\/$/) },
      { hreflang: 'x-default', href: category!.loc },
    ]);
    expect(category!.alternates[1]!.href).not.toBe(category!.loc);

    const product = byPath.get('/cgr-al-105/');
    expect(product?.alternates.map((a) => a.hreflang)).toEqual(['en-GB', 'de-DE', 'x-default']);

    const post = urls.find((u) => /^\/blog\/[a-z0-9-]+\/$/.test(pathOf(u.loc)) && !pathOf(u.loc).includes('/category/'));
    expect(post).toBeDefined();
    expect(post!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(post!.alternates.length).toBeGreaterThanOrEqual(2);
    expect(post!.alternates.find((a) => a.hreflang === 'en-GB')?.href).toBe(post!.loc);
    expect(byPath.has('/blog/')).toBe(true);
    expect(urls.some((u) => pathOf(u.loc).startsWith('/blog/tag/'))).toBe(true);
    expect(urls.some((u) => pathOf(u.loc).startsWith('/blog/category/'))).toBe(true);
    expect(byPath.has('/about-us/')).toBe(true);
  });

  test('the German storefront serves its own sitemap of German URLs', async ({ page, request }) => {
    const en = await readSitemap(page, request, '/sitemap.xml');
    const de = await readSitemap(page, request, '/de-DE/sitemap.xml');
    const category = de.find((u) => pathOf(u.loc).endsWith('/bikes/road/'))!;
    expect(category.alternates.find((a) => a.hreflang === 'de-DE')?.href).toBe(category.loc);
    const english = en.find((u) => u.loc === category.alternates.find((a) => a.hreflang === 'en-GB')?.href);
    expect(english).toBeDefined();
    // No German URL is an English one: every German loc is the de-DE alternate of its entry.
    for (const url of de) expect(url.alternates.find((a) => a.hreflang === 'de-DE')?.href).toBe(url.loc);
    expect(new Set(de.map((u) => u.loc)).size).toBe(de.length);
    expect(de.some((u) => en.some((e) => e.loc === u.loc))).toBe(false);
  });
});

test.describe('sitemap URLs resolve', () => {
  test('a URL of every kind the sitemap lists is a page on this storefront', async ({ page, request }) => {
    const urls = (await readSitemap(page, request, '/sitemap.xml')).map((u) => pathOf(u.loc));
    const samples = [
      '/',
      '/bikes/road/',
      '/cgr-al-105/',
      '/about-us/',
      '/blog/',
      urls.find((p) => /^\/blog\/(?!category\/|tag\/)[^/]+\/$/.test(p)),
      urls.find((p) => p.startsWith('/blog/category/')),
      urls.find((p) => p.startsWith('/blog/tag/')),
    ];
    for (const path of samples) {
      expect(path, 'the sitemap lists this kind of page').toBeDefined();
      expect(urls).toContain(path);
      expect((await request.get(path!)).status(), path).toBe(200);
    }
  });
});

test.describe('robots.txt', () => {
  test('keeps crawlers out of private and search paths and names the sitemap by absolute URL', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ['/my-account/', '/auth/', '/api/', '/search', '/nuxt/api/']) {
      expect(robots).toMatch(new RegExp(`^Disallow: ${path.replace(/\//g, '\\/')}$`, 'm'));
    }
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });
});

test.describe('canonical and hreflang links', () => {
  for (const path of ['/', '/about-us/', '/bikes/road/']) {
    test(`${path} links its canonical URL and both storefronts`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), `${path} must be a page`).toBe(200);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`));
      const links = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')]));
      expect(links.map(([lang]) => lang)).toEqual(['en-GB', 'de-DE', 'x-default']);
      expect(links[0]![1]).toBe(canonical);
      expect(links[1]![1]).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      expect(links[1]![1]).not.toBe(canonical);
    });
  }
});

test.describe('web app manifest', () => {
  test('each storefront links its own manifest with the brand, language and start URL', async ({ page, request }) => {
    await page.goto('/de-DE/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/de-DE/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(await response.json()).toMatchObject({ name: 'Cadence Cycles', lang: 'de-DE', start_url: '/de-DE/' });
    const english = await (await request.get('/manifest.webmanifest')).json();
    expect(english).toMatchObject({ lang: 'en-GB', start_url: '/' });
    for (const icon of english.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  });
});
