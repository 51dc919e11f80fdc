import { expect, gotoHydrated, test } from './fixtures';

test.describe('home page and menus', () => {
  test('the main menu and footer are server-rendered in en-GB', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\blang="en-GB"/);
    for (const title of ['Bikes', 'Components', 'Accessories']) expect(html).toContain(`>${title}<`);
    // The footer group, rendered on the server too (not fetched after hydration).
    expect(html).toContain('>Help<');
  });

  test('the desktop mega menu opens a panel with the child entries', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const bikes = nav.getByRole('button', { name: 'Bikes', exact: true });
    await expect(bikes).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Components', exact: true })).toBeVisible();
    await expect(bikes).toHaveAttribute('aria-expanded', 'false');
    const road = nav.getByRole('link', { name: 'Road', exact: true });
    await expect(road).toBeHidden();

    await bikes.click();
    await expect(bikes).toHaveAttribute('aria-expanded', 'true');
    await expect(road).toBeVisible();
    await expect(road).toHaveAttribute('href', '/bikes/road/');
  });

  test('the footer links to the social channels', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const channel of ['Facebook', 'Instagram', 'Strava', 'YouTube']) {
      await expect(footer.getByRole('link', { name: new RegExp(channel) })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /Strava/ })).toHaveAttribute(
      'href',
      'https://www.strava.com/clubs/cadence-cycles',
    );
  });

  test('the German storefront is server-rendered in de-DE', async ({ request }) => {
    const response = await request.get('/de-DE/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\blang="de-DE"/);
    expect(html).toContain('Fahrräder');
    expect(html).toContain('Komponenten');
  });

  test('the German skip link is the first link in the header and shows on focus', async ({ page }) => {
    await page.goto('/de-DE/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const skip = page.getByRole('banner').getByRole('link').first();
    await expect(skip).toHaveText('Zum Inhalt springen');
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
});
