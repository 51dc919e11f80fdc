import type { Page } from '@playwright/test';
import { expect, gotoHydrated, hydrated, test } from './fixtures';

// Seeded products (the seed is data as code, the same on every run).
const ACCESSORY = '/kask-protone-icon-helmet/';
const BIKE = '/cgr-al-105/';

const email = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A guest puts something in the cart and goes to checkout, where the sign-in gate asks them to register. */
async function registerFromCheckout(page: Page, tag: string): Promise<void> {
  await gotoHydrated(page, '/checkout/');
  await expect(page.getByTestId('CheckoutGate-root')).toContainText(
    'Sign in or create an account with us to complete your purchase',
  );
  await page.getByTestId('CheckoutGate-root').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/\?redirect=%2Fcheckout%2F$/);
  await hydrated(page);
  await page.getByLabel('First name').fill('Cara');
  await page.getByLabel('Last name').fill('Rider');
  await page.getByLabel('Email').fill(email(tag));
  await page.getByLabel('Password', { exact: true }).fill('Velodrome2026');
  await page.getByLabel('Confirm password').fill('Velodrome2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Back in checkout, with the guest cart merged into the new account.
  await expect(page).toHaveURL(/\/checkout\/$/);
  await hydrated(page);
  await expect(page.getByTestId('CheckoutSummary-root')).toBeVisible();
}

async function addAccessory(page: Page): Promise<void> {
  await gotoHydrated(page, ACCESSORY);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('CartButton-count')).toHaveText('1');
}

/** Fills checkout's address form with a London address and uses it. */
async function useNewAddress(page: Page): Promise<void> {
  const form = page.getByTestId('AddressForm-root');
  await form.getByLabel('First name').fill('Cara');
  await form.getByLabel('Last name').fill('Rider');
  await form.getByLabel('Phone number').fill('07700 900123');
  await form.getByLabel('Address line 1').fill('1 Saddle Lane');
  await form.getByLabel('Town/City').fill('London');
  await form.getByLabel('Postcode').fill('SW1A 1AA');
  await form.getByRole('button', { name: 'Use this address' }).click();
}

async function newDeliveryAddress(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Standard delivery/ }).click();
  await useNewAddress(page);
  await expect(page.getByTestId('CheckoutPayment-root')).toBeVisible();
}

async function card(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Cara Rider');
}

test.describe('checkout', () => {
  test('guest → sign-in gate → register → back in checkout → new address → card → confirmation → the order in My account', async ({
    page,
  }) => {
    await addAccessory(page);
    await registerFromCheckout(page, 'checkout');
    await newDeliveryAddress(page);
    const total = await page.getByTestId('CheckoutSummary-total').textContent();
    await card(page, '4242 4242 4242 4242');
    await page.getByTestId('CheckoutPayment-place').click();

    await expect(page).toHaveURL(/\/checkout\/success\/CC-[0-9A-Z]{4}-[0-9A-Z]{4}\/$/);
    await hydrated(page);
    const number = /CC-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(page.url())![0];
    await expect(page.getByTestId('CheckoutSuccess-title')).toHaveText('Thank you for your order');
    await expect(page.getByTestId('OrderDetails-totals')).toContainText(total ?? '£');
    await expect(page.getByTestId('OrderDetails-root')).toContainText('Card ending 4242');
    // Pushed when the page's part has hydrated, which may follow the hydration mark by a moment.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []))
      .toContainEqual(
        expect.objectContaining({
          event: 'purchase',
          ecommerce: expect.objectContaining({ transaction_id: number, currency: 'GBP' }),
        }),
      );
    // The cart is empty now.
    await expect(page.getByTestId('CartButton-count')).toHaveCount(0);

    // The order in My account, with print.
    await gotoHydrated(page, '/my-account/orders/');
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Paid');
    await page.getByRole('row').filter({ hasText: number }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/my-account/orders/${number}/$`));
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Print order' })).toBeVisible();
    await expect(page.getByTestId('OrderDetails-root')).toContainText('Standard delivery');
  });

  test('a declined card keeps the cart; a card that asks for confirmation then places the order', async ({ page }) => {
    await addAccessory(page);
    await registerFromCheckout(page, 'declined');
    await newDeliveryAddress(page);
    await card(page, '4000 0000 0000 0002');
    await page.getByTestId('CheckoutPayment-place').click();
    await expect(page.getByTestId('CheckoutPayment-problem')).toHaveText(
      'Your card was declined. Nothing has been charged; please try another card.',
    );
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByTestId('CartButton-count')).toHaveText('1');

    await card(page, '4000 0000 0000 3220');
    await page.getByTestId('CheckoutPayment-place').click();
    const confirm = page.getByTestId('CheckoutPayment-confirm');
    await expect(confirm).toContainText('Please confirm the payment with your card issuer to complete your order.');
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\/CC-/);
  });

  test('a Cycle to Work certificate pays part of a bike, the card the rest', async ({ page }, testInfo) => {
    await gotoHydrated(page, BIKE);
    await page.getByRole('radio', { name: 'L', exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/review\/$/);
    await registerFromCheckout(page, 'c2w');
    await newDeliveryAddress(page);
    await page.getByRole('radio', { name: 'Cycle to Work certificate' }).click();
    await page.getByLabel('Cycle to Work scheme').selectOption('Cyclescheme');
    // A certificate of its own per attempt (a retried test must not reuse a redeemed one).
    await page.getByLabel('Certificate code').fill(`CS-TEST-${String(testInfo.retry + 1).padStart(4, '0')}`);
    await card(page, '4242 4242 4242 4242');
    await page.getByTestId('CheckoutPayment-place').click();
    await expect(page).toHaveURL(/\/checkout\/success\/CC-/);
    await hydrated(page);
    const totals = page.getByTestId('OrderDetails-totals');
    await expect(totals).toContainText('Cyclescheme');
    await expect(totals).toContainText('£1,000');
    await expect(page.getByTestId('OrderDetails-root')).toContainText('Cycle to Work certificate and card');
  });

  test('a bike paid by finance: deposit by card, the lender sandbox accepts, the order is paid with its loan terms', async ({
    page,
  }) => {
    // Size XL: the L frames are for the other journeys (a paid order keeps its frame).
    await gotoHydrated(page, BIKE);
    await page.getByRole('radio', { name: 'XL', exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/review\/$/);
    await registerFromCheckout(page, 'finance');
    await newDeliveryAddress(page);
    await page.getByRole('radio', { name: 'Finance (pay monthly)' }).click();
    const finance = page.getByTestId('CheckoutPayment-finance');
    await expect(finance.getByTestId('FinanceFigures')).toContainText('Loan amount');
    await finance.getByLabel('Deposit in percent of the price (0 to 50)').fill('10');
    await expect(finance.getByText(/^10% deposit: £/)).toBeVisible();
    await finance.getByRole('radio', { name: /0% APR over 24 months/ }).check();
    await card(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order and apply for finance' }).click();

    // The lender's sandbox: the loan as the shop signed it, the applicant, the decision.
    await expect(page).toHaveURL(/:4402\/apply\?handoff=/);
    await expect(page.getByTestId('LenderSandbox-terms')).toContainText('0% APR over 24 months');
    await page.getByLabel('Sandbox decision (what the lender answers)').selectOption('accepted');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page).toHaveURL(/\/checkout\/finance-return\/\?application=/);
    await hydrated(page);
    await expect(page.getByTestId('CheckoutFinanceReturn-status')).toHaveText(
      'Good news: the lender has approved your finance. Your order is confirmed.',
    );
    await page.getByRole('link', { name: 'View your order' }).click();
    await hydrated(page);
    const details = page.getByTestId('OrderDetails-root');
    await expect(details).toContainText('Paid');
    await expect(details).toContainText('Finance');
    await expect(page.getByTestId('OrderDetails-finance')).toContainText('0% APR over 24 months');
    await expect(page.getByTestId('OrderDetails-finance')).toContainText('23 monthly repayments of');
  });

  test('click and collect needs no delivery address, names the store and shows on its collection screen', async ({
    page,
    browser,
  }) => {
    await addAccessory(page);
    await registerFromCheckout(page, 'collect');
    await page.getByRole('radio', { name: /Click and collect/ }).click();
    await expect(page.getByRole('radio', { name: /London flagship store/ })).toBeChecked();
    await page.getByRole('radio', { name: /Manchester store/ }).click();
    await expect(page.getByRole('radio', { name: /Manchester store/ })).toBeChecked();
    await page.getByRole('radio', { name: /London flagship store/ }).click();
    await expect(page.getByRole('radio', { name: /London flagship store/ })).toBeChecked();
    // The billing address (no delivery address for a collection).
    await useNewAddress(page);
    await card(page, '4242 4242 4242 4242');
    await page.getByTestId('CheckoutPayment-place').click();
    await expect(page).toHaveURL(/\/checkout\/success\/CC-/);
    await hydrated(page);
    const number = /CC-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(page.url())![0];
    await expect(page.getByTestId('OrderDetails-root')).toContainText('Click and collect');
    await expect(page.getByTestId('OrderDetails-root')).toContainText('Collect from: London flagship store');

    // The London store's counter screen (a device on its network) lists it: number and name only.
    const counter = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' } });
    const screen = await counter.newPage();
    await gotoHydrated(screen, '/stores/collection-screen/');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Ready for collection at London flagship store');
    await expect(screen.getByTestId('CollectionScreen-order').filter({ hasText: number })).toContainText('Cara Rider');
    // In store, no consent banner: asserted once the page has asked all it asks (a late one would pass otherwise).
    await screen.waitForLoadState('networkidle');
    await expect(screen.getByTestId('ConsentBanner-root')).toHaveCount(0);
    await counter.close();
    // Anywhere else the screen shows nothing.
    await gotoHydrated(page, '/stores/collection-screen/');
    await expect(page.getByTestId('CollectionScreen-notInStore')).toBeVisible();
  });

  test('a German shopper in Germany is handed to the partner sandbox and comes back with an order in euros', async ({ page }) => {
    await gotoHydrated(page, `/de-DE${ACCESSORY}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByTestId('CartButton-count')).toHaveText('1');
    await gotoHydrated(page, '/de-DE/checkout/');
    await expect(page.getByTestId('CheckoutGate-root')).toContainText(
      'Melden Sie sich an oder erstellen Sie ein Konto bei uns, um Ihren Einkauf abzuschließen',
    );
    await page.getByTestId('CheckoutGate-root').getByRole('link', { name: 'Konto erstellen' }).click();
    await hydrated(page);
    await page.getByLabel('Vorname').fill('Greta');
    await page.getByLabel('Nachname').fill('Fahrer');
    await page.getByLabel('E-Mail').fill(email('partner'));
    await page.getByLabel('Passwort', { exact: true }).fill('Velodrome2026');
    await page.getByLabel('Passwort bestätigen').fill('Velodrome2026');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/de-DE\/checkout\/$/);
    await hydrated(page);

    // Germany is served by the partner: the cart is handed over, and the partner's page takes over.
    await page.getByRole('button', { name: 'Weiter zu unserem Checkout-Partner' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\?handoff=/);
    await expect(page.getByRole('note')).toHaveText('Partner-Sandbox – Testmodus, keine echte Zahlung');
    await expect(page.getByTestId('PartnerSandbox-order')).toContainText('€');
    await page.getByLabel('Vorname').fill('Greta');
    await page.getByLabel('Nachname').fill('Fahrer');
    await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1');
    await page.getByLabel('Postleitzahl').fill('10115');
    await page.getByLabel('Ort').fill('Berlin');
    await page.getByRole('button', { name: /Bezahlen und bestellen/ }).click();

    // Back in the shop: the partner's confirmation recorded the order, in euros.
    await expect(page).toHaveURL(/\/de-DE\/checkout\/success\/CC-[0-9A-Z]{4}-[0-9A-Z]{4}\/$/, { timeout: 20_000 });
    await hydrated(page);
    await expect(page.getByTestId('CheckoutSuccess-title')).toHaveText('Vielen Dank für Ihre Bestellung');
    await expect(page.getByTestId('OrderDetails-totals')).toContainText('€');
    await expect(page.getByTestId('OrderDetails-root')).toContainText('Berlin');
  });
});
