import { expect, gotoHydrated, hydrated, test } from './fixtures';

test.describe('personal area: saved products and compare', () => {
  test('a guest hearts two bikes, compares them in /my-cadence/, and keeps them after registering', async ({ page }) => {
    for (const path of ['/cgr-al-105/', '/cgr-al-tiagra/']) {
      await gotoHydrated(page, path);
      const heart = page.getByRole('main').getByTestId('SaveHeart').first();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await gotoHydrated(page, '/my-cadence/');
    const saved = page.getByRole('region', { name: 'Saved products' });
    await expect(saved.getByTestId('ProductCard')).toHaveCount(2);
    await saved.getByRole('checkbox', { name: 'Compare CGR AL 105' }).check();
    await saved.getByRole('checkbox', { name: 'Compare CGR AL Tiagra' }).check();
    const table = page.getByTestId('CompareBikes');
    await expect(table.getByRole('columnheader')).toHaveText(['CGR AL 105', 'CGR AL Tiagra']);
    await expect(table.getByRole('row', { name: /^Stack/ })).toContainText('mm');
    await expect(table.getByRole('row', { name: /^Groupset/ })).toContainText('Tiagra');

    await gotoHydrated(page, '/auth/register/?redirect=/my-cadence/');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Saver');
    await page.getByLabel('Email').fill(`saver-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Velodrome2026');
    await page.getByLabel('Confirm password').fill('Velodrome2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my-cadence\/$/);
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Saved products' }).getByTestId('ProductCard')).toHaveCount(2);
    // Taken off with the heart, in the account.
    await gotoHydrated(page, '/cgr-al-105/');
    const heart = page.getByRole('main').getByTestId('SaveHeart').first();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await gotoHydrated(page, '/my-cadence/');
    await expect(page.getByRole('region', { name: 'Saved products' }).getByTestId('ProductCard')).toHaveCount(1);
  });
});
