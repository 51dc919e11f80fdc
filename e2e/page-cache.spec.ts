import { randomUUID } from 'node:crypto';
import { BASE_URL, expect, hydrated, test } from './fixtures';

/**
 * One cached page for guests and customers (issue 17): catalogue and content pages are rendered as
 * for a guest whoever asks, so the page cache serves a signed-in customer the copy a guest left (and
 * the other way round); the header's initials fill in in the browser. The cached copy carries
 * nothing of the customer.
 */

const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
const REGISTER = `mutation Register($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;

test('a signed-in customer is served the cached catalogue page a guest left, with nothing personal in it; the initials fill in', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const email = `page-cache-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await context.request.post('/graphql', {
    headers: GRAPHQL_HEADERS,
    data: {
      query: REGISTER,
      variables: { input: { firstname: 'Zephyrine', lastname: 'Quillfeather', email, password: `Cadence-${randomUUID()}-7` } },
    },
  });
  expect(registered.status()).toBe(200);
  expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['customer_token']));

  // A URL of its own, so the first visit renders it: the guest's.
  const url = `/bikes/road/?sort=name_asc&run=${randomUUID().slice(0, 8)}`;
  const guest = await browser.newContext({ baseURL: BASE_URL });
  const guestAnswer = await (await guest.newPage()).goto(url);
  expect(guestAnswer!.status()).toBe(200);
  expect(guestAnswer!.headers()['x-page-scope']).toBe('shared');
  expect(guestAnswer!.headers()['x-cache']).toBe('MISS');
  // Pages are never stored by browsers (no-store), so they carry no validator to revalidate with.
  expect(guestAnswer!.headers()['cache-control']).toContain('no-store');
  expect(guestAnswer!.headers()['etag']).toBeUndefined();
  await guest.close();

  const page = await context.newPage();
  const answer = await page.goto(url);
  expect(answer!.headers()['x-cache']).toBe('HIT');
  const html = await answer!.text();
  for (const personal of ['Zephyrine', 'Quillfeather', email]) expect(html).not.toContain(personal);
  // The initials as an element's text, not as two letters anywhere: a build id (random, in every
  // page's data) once read "WuGZQIzl…", and the test failed on a page that held nothing personal.
  expect(html).not.toMatch(/>\s*ZQ\s*</);
  expect(html).not.toContain('CustomerAvatar-initials');
  await hydrated(page);
  await expect(page.getByTestId('CustomerAvatar-initials')).toHaveText('ZQ');

  // The account stays the customer's own: never from the cache.
  const account = await page.goto('/my-account/profile/');
  expect(account!.headers()['x-cache']).not.toBe('HIT');
  expect(account!.headers()['x-page-scope']).toBeUndefined();
  await context.close();
});

test('the browser keeps the shop’s images and icons for a day and its hashed scripts for a year', async ({ request }) => {
  // Files in public/ keep their names when they change: kept a day, then refreshed in the background.
  for (const path of ['/images/cms/hero-home.svg', '/images/flags/gb.svg', '/icons/icon-192.png', '/favicon.svg']) {
    const response = await request.get(`${BASE_URL}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=86400, stale-while-revalidate=604800');
  }
  // The bundler's files carry their hash in their names: kept a year.
  const home = await (await request.get(`${BASE_URL}/`)).text();
  // The page asks for its scripts from an inline loader after its first paint (scripts-after-paint.tsx).
  const script = home.match(/"(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(`${BASE_URL}${script}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A path that is not a file is a page, never kept for a day.
  const missing = await request.get(`${BASE_URL}/images/cms/no-such-file.svg`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).not.toContain('max-age=86400');
});
