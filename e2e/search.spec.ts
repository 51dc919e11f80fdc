import { expect, gotoHydrated, test } from './fixtures';

test.describe('search', () => {
  test('suggests products while typing in the header; the keyboard chooses one', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await box.pressSequentially('kask prot', { delay: 30 });

    const listbox = page.getByRole('banner').getByRole('listbox', { name: 'Search suggestions' });
    const option = listbox.getByRole('option', { name: /Kask Protone Icon Helmet/ });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(option).toContainText('£239.99');
    await expect(page.getByRole('banner').getByRole('status')).toContainText(/suggestion/);

    // Down moves the active option (focus stays in the box), Escape closes the list.
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const active = page.locator(`[id="${activeId}"]`);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    // Down reopens; pick the Protone with the arrow keys and Enter.
    await box.press('ArrowDown');
    await expect(listbox).toBeVisible();
    for (let i = 0; i < 10; i += 1) {
      if ((await option.getAttribute('aria-selected')) === 'true') break;
      await box.press('ArrowDown');
    }
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/kask-protone-icon-helmet\/$/);
  });

  test('a search with a typo finds the product on the results page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
    await box.fill('kask helmt');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=kask\+helmt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “kask helmt”');
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kask Protone Icon Helmet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kask Mojito3 Helmet' })).toBeVisible();
    await expect(page.getByTestId('SearchResults-corrected')).toContainText('Did you mean: kask helmet');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('results keep the listing tools: sort by price and load more, kept in the URL', async ({ page }) => {
    await gotoHydrated(page, '/search?q=bike');
    const grid = page.getByTestId('ProductListing-grid');
    await expect(grid.getByTestId('ProductCard')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(grid.getByTestId('ProductCard')).toHaveCount(36);
    await expect(page).toHaveURL(/\/search\/\?q=bike&page=2$/);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/\/search\/\?q=bike&sort=price_asc$/);
    await expect(grid.getByTestId('ProductCard')).toHaveCount(24);
  });

  test('no matches: says so and offers the search box again', async ({ page }) => {
    await gotoHydrated(page, '/search?q=qqqzzzxxx');
    await expect(page.getByTestId('SearchResults-empty')).toContainText('No products match “qqqzzzxxx”.');
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Search the shop' })).toBeVisible();
  });

  test('the German storefront finds a product by its German word, in euros', async ({ page }) => {
    await gotoHydrated(page, '/de-DE/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Im Shop suchen' });
    await box.fill('Rennradhelm');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/de-DE\/search\/\?q=Rennradhelm$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Rennradhelm“');
    const first = page.getByTestId('ProductCard').first();
    await expect(first).toContainText('Helm');
    await expect(first).toContainText('€');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the search box is in reach and its suggestions fit the screen', async ({ page }) => {
      await gotoHydrated(page, '/');
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
      await expect(box).toBeInViewport();
      await box.click();
      await box.pressSequentially('helm', { delay: 30 });
      const listbox = page.getByRole('banner').getByRole('listbox', { name: 'Search suggestions' });
      await expect(listbox.getByRole('option').first()).toBeVisible();
      const bounds = await listbox.boundingBox();
      expect(bounds!.x).toBeGreaterThanOrEqual(0);
      expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(390);
      await listbox.getByRole('option', { name: /Helmets/ }).click();
      await expect(page).toHaveURL(/\/accessories\/helmets\/$/);
    });
  });
});
