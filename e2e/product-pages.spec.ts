import { expect, gotoHydrated, test } from './fixtures';

// Seeded products (the seed is data as code, the same on every run).
const CHILD_BIKE = '/cgr-al-105/';
const OTHER_BIKE = '/cgr-al-tiagra/';
const PARENT_BIKE = '/cgr-al/';
/** A lithium-battery light that cannot be shipped to the US, Australia or Canada. */
const BANNED_IN_US = '/exposure-strada-mk12-sb-front-light/';
/** An accessory whose every option is out of stock. */
const SOLD_OUT = '/cateye-rapid-x3-rear-light/';

test.describe('product pages', () => {
  test('a child bike asks for a size before adding to the cart, then goes to its review page', async ({ page }) => {
    const response = await gotoHydrated(page, CHILD_BIKE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'CGR AL 105' })).toBeVisible();
    await expect(page.getByTestId('ProductPrice').first()).toContainText('£');
    // The page's part hydrates after the header (its own Suspense boundary), so its analytics
    // events may follow the hydration mark by a moment on a busy machine.
    const events = () => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
    await expect.poll(events).toContainEqual(expect.objectContaining({ event: 'page_view', page_type: 'bike product' }));
    await expect.poll(events).toContainEqual(
      expect.objectContaining({
        event: 'view_item',
        ecommerce: expect.objectContaining({ currency: 'GBP', items: [expect.objectContaining({ item_id: 'BK-CGR-AL-105' })] }),
      }),
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        sku: 'BK-CGR-AL-105',
        offers: expect.objectContaining({ priceCurrency: 'GBP' }),
      }),
    );

    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a size' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true');

    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
    expect(await sizes.count()).toBeGreaterThan(1);
    await page.getByRole('radio', { name: 'L', exact: true }).check();
    await expect(page.getByText('Please select a size')).toHaveCount(0);
    await add.click();
    await expect(page).toHaveURL(/\/cgr-al-105\/review\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Added to your cart' })).toBeVisible();
  });

  test('the size guide opens as a dialog and the geometry table as a disclosure', async ({ page }) => {
    await gotoHydrated(page, CHILD_BIKE);
    await page.getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row')).not.toHaveCount(0);
    await expect(dialog.getByRole('cell').first()).toContainText('cm');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Size guide' })).toBeFocused();

    const geometry = page.getByRole('table', { name: /Frame geometry by size/ });
    await expect(geometry).toBeHidden();
    await page.getByText('Geometry', { exact: true }).click();
    await expect(geometry).toBeVisible();
    await expect(geometry.getByRole('rowheader', { name: 'Stack' })).toBeVisible();
    await expect(geometry.getByRole('row', { name: /Head angle/ })).toContainText('°');

    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByTestId('ProductRail-related').getByRole('article')).not.toHaveCount(0);
    await expect(page.getByTestId('ProductRail-extras').getByRole('article')).not.toHaveCount(0);
  });

  test('a parent bike shows its builds side by side with prices', async ({ page }) => {
    const response = await gotoHydrated(page, PARENT_BIKE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'CGR AL' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your build' })).toBeVisible();
    const builds = page.getByTestId('BuildComparison-build');
    expect(await builds.count()).toBeGreaterThan(1);
    await expect(builds.first().getByTestId('ProductPrice')).toContainText('£');
    await expect(builds.first().getByRole('definition').first()).not.toBeEmpty();
    await builds.filter({ hasText: 'CGR AL 105' }).getByRole('link', { name: 'View CGR AL 105' }).click();
    await expect(page).toHaveURL(/\/cgr-al-105\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CGR AL 105' })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('an accessory that cannot ship to the chosen country says so', async ({ page }) => {
    await gotoHydrated(page, `${BANNED_IN_US}?country=US`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Please note we can not ship this product to your selected country' }),
    ).toBeVisible();
    await expect(page.getByTestId('ProductPrice').first()).toContainText('US$');

    await gotoHydrated(page, `${BANNED_IN_US}?country=GB`);
    await expect(page.getByText('Please note we can not ship this product')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'In stock' })).toBeVisible();
  });

  test("a sold-out accessory says 'Currently sold out'", async ({ page }) => {
    await gotoHydrated(page, SOLD_OUT);
    await expect(page.getByRole('status').filter({ hasText: 'Currently sold out' })).toBeVisible();
  });

  test('an unknown product URL answers 404', async ({ page }) => {
    const response = await page.goto('/cgr-al-999-no-such-build/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  });

  test('recently viewed shows a product viewed before, not the one on screen, across visits', async ({ page }) => {
    await gotoHydrated(page, OTHER_BIKE);
    await expect(page.getByTestId('ProductRail-recently-viewed')).toHaveCount(0);
    await gotoHydrated(page, CHILD_BIKE);
    const rail = page.getByTestId('ProductRail-recently-viewed');
    await expect(rail.getByRole('link', { name: 'CGR AL Tiagra' })).toBeVisible();
    await expect(rail.getByRole('link', { name: 'CGR AL 105' })).toHaveCount(0);
    await expect(rail.getByTestId('ProductPrice')).toContainText('£');

    await page.reload();
    await expect(page.getByTestId('ProductRail-recently-viewed').getByRole('link', { name: 'CGR AL Tiagra' })).toBeVisible();
  });

  test('the German storefront speaks German on a bike page', async ({ page }) => {
    await gotoHydrated(page, `/de-DE${CHILD_BIKE}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte wählen Sie eine Größe' })).toBeVisible();
    await expect(page.getByTestId('ProductPrice').first()).toContainText('€');
  });

  test("a listing and a bike page come to life without making an Intl object: prices, numbers and plurals are the server's", async ({
    page,
  }) => {
    // The first Intl object a page makes costs a phone 100+ ms while ICU's data loads (web/src/shared/format/server-texts.ts).
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        Object.defineProperty(Intl, name, {
          configurable: true,
          writable: true,
          value: new Proxy(Original, {
            construct(target, args) {
              made.push(`${name} ${JSON.stringify(args)}`);
              return new target(...(args as unknown[]));
            },
          }),
        });
      }
    });
    const intlMade = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
    await gotoHydrated(page, '/bikes/');
    // The finance teasers arrive after the page and are written without Intl too (the page's price pattern).
    await expect(page.getByTestId('ProductCard-finance').first()).toHaveText(/^or from £\d[\d,]*\.\d\d a month$/);
    await expect(page.getByTestId('ProductPrice').first()).toContainText('£');
    expect(await intlMade()).toEqual([]);

    await gotoHydrated(page, CHILD_BIKE);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('ProductPrice').first()).toContainText('£');
    expect(await intlMade()).toEqual([]);
  });
});
