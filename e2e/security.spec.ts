import { randomUUID } from 'node:crypto';
import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { BASE_URL, expect, gotoHydrated, test } from './fixtures';

/**
 * The storefront's edges as a browser and an attacker meet them (issue 11): every page works under
 * the Content-Security-Policy with no violation, every kind of response carries the security
 * headers, and hostile redirects, long URLs and image paths are refused.
 */

const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

async function register(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/graphql', {
    headers: GRAPHQL_HEADERS,
    data: {
      query: 'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: {
        input: {
          firstname: 'Csp',
          lastname: 'Tester',
          email: `csp-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`,
          password: `Cadence-${randomUUID()}-7`,
        },
      },
    },
  });
  expect(response.status()).toBe(200);
}

/** Collects CSP violations (the DOM event and the console's report) from the moment a page starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const domViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

test.describe('pages under the Content-Security-Policy', () => {
  test.use({ consentDecided: false });

  test('browse, consent to analytics, search, read the blog and sign in: no violation', async ({ page, context }) => {
    const console = await watchViolations(page);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Accept all' }).click();
    // The analytics consent's dataLayer is a script-free array; the page keeps working.
    expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true);
    for (const path of [
      '/bikes/road/',
      '/cgr-al-105/',
      '/search/?q=helmet',
      '/blog/',
      '/auth/login/',
      '/de-DE/',
      '/de-DE/bikes/road/',
    ]) {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
      expect(await domViolations(page), path).toEqual([]);
    }
    // Images drawn by the shop load under img-src.
    await gotoHydrated(page, '/bikes/road/');
    const image = page.locator('main img').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A blog post, reached by its link, and an account page once signed in.
    await gotoHydrated(page, '/blog/');
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/blog\/[^/]+\/$/);
    expect(await domViolations(page)).toEqual([]);
    await register(context);
    const account = await gotoHydrated(page, '/my-account/profile/');
    expect(account?.status()).toBe(200);
    expect(await domViolations(page)).toEqual([]);
    expect(console).toEqual([]);
  });
});

test.describe('security headers and hostile requests', () => {
  const expectSecurityHeaders = (response: APIResponse, what: string) => {
    const headers = response.headers();
    expect(headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toMatch(/camera=\(\)/);
    expect(headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
    expect(headers['x-middleware-rewrite'], what).toBeUndefined();
  };

  test('a page, a shim, the GraphQL proxy, a static file and a redirect all carry them', async ({ request }) => {
    expectSecurityHeaders(await request.get('/'), 'page');
    expectSecurityHeaders(await request.get('/nuxt/api/header/main-menu'), 'shim');
    expectSecurityHeaders(
      await request.post('/graphql', { headers: GRAPHQL_HEADERS, data: { query: '{ __typename }' } }),
      'graphql',
    );
    expectSecurityHeaders(await request.get('/robots.txt'), 'file');
    expectSecurityHeaders(await request.get('/bikes', { maxRedirects: 0 }), 'redirect');
    expectSecurityHeaders(await request.get('/no-such-page/'), '404');
  });

  test('a signed-in shopper is never sent off the storefront by the redirect parameter', async ({ context }) => {
    await register(context);
    for (const hostile of [
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
    ]) {
      for (const page of ['/auth/login/', '/auth/register/']) {
        const response = await context.request.get(`${page}?redirect=${encodeURIComponent(hostile)}`, { maxRedirects: 0 });
        expect(response.status(), `${page} ${hostile}`).toBe(307);
        const location = new URL(response.headers()['location'] ?? '', BASE_URL);
        expect(location.origin, `${page} ${hostile}`).toBe(BASE_URL);
        expect(location.pathname).toBe('/my-account/profile/');
      }
    }
  });

  test('account pages are private and never stored', async ({ context }) => {
    await register(context);
    const response = await context.request.get('/my-account/profile/');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/private/);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
  });

  test('bad requests get a 4xx, never a 5xx', async ({ request }) => {
    expect((await request.fetch('/', { method: 'TRACE' })).status()).toBe(405);
    expect((await request.get('/bikes%00/')).status()).toBe(400);
    expect((await request.get('/%E0%A4%A/')).status()).toBe(400);
    expect((await request.get(`/?q=${'a'.repeat(20_000)}`)).status()).toBe(431);
    const traversal = await request.get('/media/product/..%2f..%2fpackage.json/ff0000/000000.svg');
    expect(traversal.status()).toBeGreaterThanOrEqual(400);
    expect(traversal.status()).toBeLessThan(500);
    expect(await traversal.text()).not.toMatch(/dependencies/);
    const huge = await request.post('/nuxt/api/category/products', { data: { pageSize: 1e11, categoryId: 3 } });
    expect(huge.status()).toBe(400);
    expect(((await huge.json()) as { error: string }).error).toMatch(/pageSize/);
  });
});
