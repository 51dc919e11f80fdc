import { expect, gotoHydrated, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  test('opens as a dialog, marks the body and expands a section', async ({ page }) => {
    const openButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect(openButton).toHaveAttribute('data-testid', 'Header-menuButton');
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog', { name: 'Menu', exact: true })).toHaveCount(0);

    await openButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/(^|\s)menu-open(\s|$)/);
    await expect(page.locator('body')).toHaveAttribute('data-menu-open', 'mobile');

    const bikes = dialog.locator('summary', { hasText: /^Bikes$/ });
    await expect(bikes).toBeVisible();
    const road = dialog.getByText('Road', { exact: true });
    await expect(road).toBeHidden();
    await bikes.click();
    await expect(road).toBeVisible();
  });

  test('closes with Escape and clears the body marker', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/(^|\s)menu-open(\s|$)/);
    await expect(page.locator('body')).not.toHaveAttribute('data-menu-open');
  });

  test('closes with the Close menu button', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/(^|\s)menu-open(\s|$)/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
