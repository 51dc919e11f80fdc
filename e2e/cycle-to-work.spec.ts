import { randomUUID } from 'node:crypto';
import { BASE_URL, expect, gotoHydrated, mailTo, test } from './fixtures';

/**
 * Cycle to Work (issue 16): a shopper in Great Britain builds a quote for their employer, sees the
 * savings by tax band, requests it, gets it by email and finds it in the account; a shopper in
 * Germany is told the scheme is British and offered no form.
 */

const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
const REGISTER = `mutation Register($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;

test.describe('Cycle to Work quote', () => {
  test('a GB customer requests a quote, finds it in the mail outbox and in the account', async ({ page, context }) => {
    const email = `c2w-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await context.request.post(`${BASE_URL}/graphql`, {
      headers: GRAPHQL_HEADERS,
      data: {
        query: REGISTER,
        variables: { input: { firstname: 'Ada', lastname: 'Lovelace', email, password: `Cadence-${randomUUID()}-7` } },
      },
    });
    expect(registered.status()).toBe(200);
    await context.addCookies([{ name: 'location', value: 'GB', url: BASE_URL }]);

    await gotoHydrated(page, '/cycletowork/quote/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work quote' })).toBeVisible();
    await page.getByLabel('Employer name').fill('Acme Widgets Ltd');
    await page.getByLabel('Scheme provider').selectOption({ label: 'Cyclescheme' });
    await expect(page.getByText('Certificates from £100, no upper limit, hire period 12 months')).toBeVisible();

    await page.getByLabel('Find a bike or accessory').fill('helmet');
    await page
      .getByRole('button', { name: /^Add .*Helmet to the quote$/ })
      .first()
      .click();
    const basket = page.getByTestId('CycleToWorkQuoteForm-basket');
    await expect(basket.getByRole('listitem')).toHaveCount(1);
    await basket.getByRole('spinbutton').fill('2');

    // The savings follow the basket: every band, the basic rate saving 28 %.
    const savings = page.getByTestId('CycleToWorkQuoteForm-savings');
    await expect(savings.getByText(/^Quote total: £/)).toBeVisible();
    const basic = savings.getByRole('row', { name: /^Basic rate \(20 % tax, 8 % NI\)/ }).first();
    await expect(basic).toContainText('28 %');
    await expect(savings.getByRole('row', { name: /^Top rate \(48 % tax, 2 % NI\)/ })).toContainText('50 %');

    // The signed-in customer's address is filled in.
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Request my quote' }).click();
    const number = (await page.getByTestId('CycleToWorkQuoteDocument-number').textContent())!.trim();
    expect(number).toMatch(/^C2W-[2-9A-Z]{8}$/);
    await expect(page.getByRole('heading', { name: `Your quote ${number} is ready` })).toBeVisible();
    await expect(page.getByTestId('CycleToWorkQuoteDocument-root')).toContainText('Acme Widgets Ltd');
    await expect(page.getByRole('button', { name: 'Print quote' })).toBeVisible();

    const mail = await mailTo(email, 'cycle-to-work-quote', (text) => (text.includes(number) ? text : undefined));
    expect(mail).toContain(`Subject: Your Cycle to Work quote ${number}`);
    expect(mail).toContain('Employer: Acme Widgets Ltd');

    await gotoHydrated(page, '/my-account/cycle-to-work/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work quotes' })).toBeVisible();
    await expect(page.getByTestId('AccountLayout-nav').getByRole('link', { name: 'Cycle to Work quotes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: `Quote ${number}` }).click();
    await expect(page.getByTestId('CycleToWorkQuoteDocument-number')).toHaveText(number);
    await expect(page.getByTestId('CycleToWorkQuoteDocument-root')).toContainText('Valid until');
  });

  test('a German shopper reads that Cycle to Work is a UK scheme and gets no form', async ({ page, context }) => {
    await context.addCookies([{ name: 'location', value: 'DE', url: BASE_URL }]);
    await gotoHydrated(page, '/de-DE/cycletowork/quote/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cycle-to-Work-Angebot' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cycle to Work ist ein Programm aus Großbritannien' })).toBeVisible();
    await expect(page.getByTestId('CycleToWorkQuoteForm-root')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Angebot anfordern' })).toHaveCount(0);
  });
});
