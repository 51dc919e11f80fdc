import { expect, hydrated, test } from './fixtures';

test.describe('not found', () => {
  test('an unknown path answers 404 with the error screen and a way home', async ({ page, baseURL }) => {
    const response = await page.goto('/this-page-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();

    await hydrated(page);
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('button', { name: 'Go to the home page' })).toHaveCount(0);
  });

  test('the German storefront answers 404 in German', async ({ page }) => {
    const response = await page.goto('/de-DE/gibt-es-nicht/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByText('Seite nicht gefunden', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zur Startseite' })).toBeVisible();
  });

  test('an unknown product URL answers 404, while its category exists', async ({ page, request }) => {
    expect((await request.get('/bikes/road/')).status()).toBe(200);
    const response = await page.goto('/cgr-sl-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  });
});
