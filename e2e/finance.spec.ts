import { expect, gotoHydrated, test } from './fixtures';

test.describe('finance calculator', () => {
  test('a UK shopper sees the monthly teaser, moves the deposit, sees loans become unavailable and the minimum amount message', async ({
    page,
  }) => {
    await gotoHydrated(page, '/cgr-al-105/');
    await expect(page.getByTestId('FinanceTeaser')).toContainText(/from £\d+\.\d\d a month over 48 months/);
    await page.getByRole('button', { name: 'Calculate finance' }).click();
    const calculator = page.getByTestId('FinanceCalculator');
    await expect(calculator.getByTestId('FinanceFigures')).toContainText('Representative APR (fixed) over 48 months');
    await expect(calculator.getByTestId('FinanceUnavailable')).toHaveCount(0);
    await expect(calculator.getByTestId('FinanceExample')).toContainText('Representative example: cash price £1,549.00');
    // The fixed rate beside the APR comes from the server's rule: 9.9 % APR is 9.48 % a year.
    await expect(calculator.getByTestId('FinanceExample')).toContainText('Interest rate 9.48% a year (fixed)');

    // Half down leaves a loan under the 36- and 48-month loans' £1,000 minimum: they are marked.
    await calculator.getByLabel('Deposit in percent of the price (0 to 50)').fill('50');
    await expect(calculator.getByText('50% deposit: £774.50')).toBeVisible();
    await expect(calculator.getByTestId('FinanceUnavailable')).toHaveCount(4);
    await expect(calculator.getByRole('radio', { name: /9\.9% APR over 48 months/ })).toBeDisabled();

    // A cash price under the smallest minimum loan.
    await calculator.getByLabel('Cash price').fill('199');
    await expect(calculator.getByRole('alert')).toHaveText(
      'The minimum amount for finance is £250, please select a higher cash price.',
    );
  });

  test('the configurator summary and the cart offer finance on what they total', async ({ page }) => {
    await gotoHydrated(page, '/build-v2/cgr-ti/?size=M');
    await expect(page.getByTestId('Configurator-total')).toBeVisible();
    await expect(page.getByTestId('FinanceTeaser')).toContainText(/from £\d[\d,]*\.\d\d a month/);

    await gotoHydrated(page, '/cgr-al-105/');
    await page.getByRole('radio', { name: 'L', exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/review\/$/);
    await gotoHydrated(page, '/cart/');
    await page.getByRole('button', { name: 'Calculate finance' }).click();
    await expect(page.getByTestId('FinanceFigures')).toContainText('Loan amount');
    await expect(page.getByTestId('FinanceExample')).toContainText('Representative example');
  });

  test('bike cards in a listing say "or from £x a month" for a UK shopper, from one request; a German shopper sees none', async ({
    page,
    context,
    baseURL,
  }) => {
    const teaserRequests: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('FinanceTeasersGet')) teaserRequests.push(request.url());
    });
    await gotoHydrated(page, '/bikes/');
    const teasers = page.getByTestId('ProductCard-finance');
    await expect(teasers.first()).toHaveText(/^or from £\d[\d,]*\.\d\d a month$/);
    expect(await teasers.count()).toBeGreaterThan(3);
    expect(teaserRequests).toHaveLength(1);

    await context.addCookies([{ name: 'location', value: 'DE', url: baseURL! }]);
    await gotoHydrated(page, '/de-DE/bikes/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('ProductCard')).not.toHaveCount(0);
    await expect(page.getByTestId('ProductCard-finance')).toHaveCount(0);
  });

  test('a shopper in Germany is offered no finance on the same bike', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'location', value: 'DE', url: baseURL! }]);
    await gotoHydrated(page, '/de-DE/cgr-al-105/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('FinanceTeaser')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Finanzierung berechnen' })).toHaveCount(0);
  });
});
