import { expect, test } from './fixtures';

/** Follows nothing: each test looks at the first answer only. */
const noFollow = { maxRedirects: 0 } as const;

test.describe('redirects', () => {
  test('a page path without a trailing slash gets one', async ({ request }) => {
    const response = await request.get('/about-us', noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/about-us\/$/);
  });

  test('a seeded legacy path redirects to its target', async ({ request }) => {
    const response = await request.get('/about/', noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/about-us/');
  });

  test('a redirect on the German storefront keeps the locale prefix', async ({ request }) => {
    const response = await request.get('/de-DE/about/', noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/de-DE/about-us/');
  });

  test('an absolute target is an external redirect', async ({ request }) => {
    const response = await request.get('/strava-club/', noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('https://www.strava.com/clubs/cadence-cycles');
  });

  test('a redirect to the home page', async ({ request }) => {
    const response = await request.get('/old-home/', noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/');
  });

  test('the browser lands on the About us page', async ({ page, baseURL }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${baseURL}/about-us/`);
    // The About us page opens with its hero, whose heading is the page's h1.
    await expect(page).toHaveTitle(/About Us/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('ErrorScreen-root')).toHaveCount(0);
  });
});
