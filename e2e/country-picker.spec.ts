import { cookieValue, expect, gotoHydrated, test } from './fixtures';

test.describe('delivery country picker', () => {
  test('choosing Germany writes the location cookies and switches to euros', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const trigger = page.getByTestId('CountryPicker-trigger');
    await expect(trigger).toHaveText('GB · £');

    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Delivery country and language' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-menu-open', 'country');
    const country = dialog.getByLabel('Delivery country', { exact: true });
    await expect(country).toHaveValue('GB');
    await expect(dialog.getByLabel('Language', { exact: true })).toHaveValue('en-GB');

    await country.selectOption('DE');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Delivery country updated' })).toBeVisible();
    expect(await cookieValue(context, 'esw.currency')).toBe('EUR');
    expect(await cookieValue(context, 'location')).toBe('DE');
    const partnerLocation = await cookieValue(context, 'esw.location');
    expect(partnerLocation).toBeDefined();
    expect(JSON.parse(partnerLocation ?? 'null')).toEqual({ country: { iso_code: 'DE' } });
    // Soft, so a stale header is reported together with what the reload shows.
    await expect(trigger, 'the header follows the new country without a reload').toHaveText('DE · €');

    await page.reload();
    await expect(page.getByTestId('CountryPicker-trigger')).toHaveText('DE · €');
    expect(await cookieValue(context, 'esw.currency')).toBe('EUR');
  });

  test('a country parameter on the URL sets the location on the server', async ({ page, context }) => {
    const response = await page.goto('/?country=FR');
    expect(response?.status()).toBe(200);
    const setCookies = (await response?.headerValues('set-cookie')) ?? [];
    expect(setCookies.some((c) => c.startsWith('location=FR'))).toBe(true);
    expect(setCookies.some((c) => c.startsWith('esw.currency=EUR'))).toBe(true);

    expect(await cookieValue(context, 'location')).toBe('FR');
    expect(await cookieValue(context, 'esw.currency')).toBe('EUR');
    expect(JSON.parse((await cookieValue(context, 'esw.location')) ?? 'null')).toEqual({ country: { iso_code: 'FR' } });
    await expect(page.getByTestId('CountryPicker-trigger')).toHaveText('FR · €');
  });
});
