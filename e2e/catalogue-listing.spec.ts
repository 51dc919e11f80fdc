import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('ProductCard');

/** The price a card shows (the special price when there is one), as a number. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId('ProductPrice')
    .evaluateAll((nodes) => nodes.map((n) => (n.querySelector('.special') ?? n.querySelector('span'))?.textContent ?? ''));
  return texts.map((t) => Number(t.replace(/[^\d.,]/g, '').replace(/,/g, '')));
}

test.describe('category listing', () => {
  test('shows the first 24 products with formatted prices, server-rendered', async ({ page }) => {
    const response = await gotoHydrated(page, '/bikes/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Bikes' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    const total = Number(
      (
        await page
          .getByRole('status')
          .filter({ hasText: /products?$/ })
          .textContent()
      )?.replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(36);
    await expect(page.getByText(`Showing 24 of ${total} products`)).toBeVisible();
    // Whole amounts without decimals, in pounds (spec §9).
    await expect(page.getByTestId('ProductPrice').first()).toHaveText(/£\d{1,3}(,\d{3})*(?!\.)/);
    await expect(page).toHaveTitle(/Bikes/);
  });

  test('filters by a facet value, lists other values of that facet, and clears', async ({ page }) => {
    await gotoHydrated(page, '/bikes/');
    const filters = page.getByTestId('ListingFilters');
    await filters.locator('summary', { hasText: /^Colour$/ }).click();
    const red = filters.getByRole('checkbox', { name: /^Red \((\d+)\)$/ });
    const expected = Number((await red.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(expected).toBeGreaterThan(0);
    await red.click();
    await expect(red).toBeChecked();
    await expect(page).toHaveURL(/[?&]colour=red\b/);
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(new RegExp(`^${expected} products?$`));
    // Other colours stay selectable (values within one attribute are OR-ed).
    await expect(filters.getByRole('checkbox', { name: /^Black \(\d+\)$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter: Colour Red' }).click();
    await expect(page).not.toHaveURL(/colour=/);
    await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();
  });

  test('filters by price range and sorts by price', async ({ page }) => {
    await gotoHydrated(page, '/bikes/');
    const filters = page.getByTestId('ListingFilters');
    await filters.locator('summary', { hasText: /^Price$/ }).click();
    await filters.getByLabel('Maximum price (GBP)').fill('2000');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/[?&]price=_2000\b/);
    await expect(page.getByRole('button', { name: /Remove filter: Price up to £2,000/ })).toBeVisible();
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(page).toHaveURL(/[?&]sort=price_desc\b/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((p, i) => p <= 2000 && (i === 0 || prices[i - 1]! >= p));
      })
      .toBe(true);
  });

  test('loads 12 more, keeps the position in the URL and Back returns to the same place', async ({ page }) => {
    await gotoHydrated(page, '/bikes/');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(36);
    await expect(page).toHaveURL(/[?&]page=2\b/);
    // Keyboard users continue at the first new product.
    await expect(cards(page).nth(24).getByRole('link')).toBeFocused();
    const target = cards(page).nth(30);
    const sku = await target.getAttribute('data-sku');
    await target.scrollIntoViewIfNeeded();
    await target.getByRole('link').click();
    await expect(page).not.toHaveURL(/\/bikes\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/bikes\/\?page=2$/);
    await expect(cards(page)).toHaveCount(36);
    await expect(page.locator(`[data-testid="ProductCard"][data-sku="${sku}"]`)).toBeInViewport();
  });

  test('a reload of a "load more" URL shows the same products', async ({ page }) => {
    await gotoHydrated(page, '/bikes/?page=3');
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByText(/^Showing 48 of \d+ products$/)).toBeVisible();
  });

  test('the German storefront lists in German with euro prices', async ({ page }) => {
    const response = await gotoHydrated(page, '/de-DE/bikes/road/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rennräder');
    await expect(page.getByText(/^\d+ Produkte$/)).toBeVisible();
    await expect(page.getByTestId('ProductPrice').first()).toHaveText(/\d[\d.]*\s€/);
    await expect(page.getByLabel('Sortieren nach')).toBeVisible();
  });
});
