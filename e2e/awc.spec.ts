import { expect, test } from './fixtures';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('affiliate (awc) parameter', () => {
  test('the server answers with a secure one-year awc cookie', async ({ request }) => {
    const response = await request.get('/?awc=12345_abc');
    expect(response.status()).toBe(200);
    const awc = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('awc='));
    expect(awc?.value).toBeDefined();
    const cookie = awc?.value ?? '';
    expect(cookie).toMatch(/^awc=12345_abc;/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS - 86_400);
    expect(maxAge).toBeLessThanOrEqual(ONE_YEAR_SECONDS + 86_400);
  });

  test('a visit with the parameter stores the cookie in the browser', async ({ page, context }) => {
    const before = Date.now() / 1000;
    await page.goto('/?awc=12345_abc');
    const awc = (await context.cookies()).find((c) => c.name === 'awc');
    expect(awc?.value).toBe('12345_abc');
    expect(awc?.secure).toBe(true);
    expect(awc?.expires ?? 0).toBeGreaterThan(before + ONE_YEAR_SECONDS - 86_400);
  });
});
