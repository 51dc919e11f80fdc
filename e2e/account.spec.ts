import { randomUUID } from 'node:crypto';
import type { Cookie, Page } from '@playwright/test';
import { BASE_URL, expect, gotoHydrated, test } from './fixtures';

/**
 * The account area (spec §2 account pages, §3 address and order labels, §5 'Required Field',
 * §7 address shims) for a customer registered through the GraphQL API at the start of the run.
 * One account serves the whole file (registration is rate limited per address); each test starts
 * from its session cookies.
 */

const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
const REGISTER = `mutation Register($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email } }
}`;

// Unique per run; the password is never printed.
const email = `account-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
const password = `Cadence-${randomUUID()}-7`;
let session: Cookie[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const response = await context.request.post('/graphql', {
    headers: GRAPHQL_HEADERS,
    data: { query: REGISTER, variables: { input: { firstname: 'Ada', lastname: 'Lovelace', email, password } } },
  });
  expect(response.status(), 'registration answers 200').toBe(200);
  const body = (await response.json()) as { data?: { createCustomerV2?: { customer: { email: string } } }; errors?: unknown[] };
  expect(body.errors, 'registration has no errors').toBeUndefined();
  expect(body.data?.createCustomerV2?.customer.email).toBe(email);
  session = await context.cookies();
  expect(session.map((c) => c.name)).toEqual(expect.arrayContaining(['customer_token', 'customer_refresh_token']));
  await context.close();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(session);
});

/** The card of the address whose heading (the name on it) is `name`. */
const card = (page: Page, name: string) =>
  page.getByTestId('AddressCard-root').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Fills the address form's required fields (en-GB labels, spec §3). */
async function fillAddress(page: Page, values: { first: string; last: string; line1: string; city: string; postcode: string }) {
  const form = page.getByTestId('AddressForm-root');
  await form.getByLabel('First name', { exact: true }).fill(values.first);
  await form.getByLabel('Last name', { exact: true }).fill(values.last);
  await form.getByLabel('Phone number', { exact: true }).fill('020 7946 0000');
  await form.getByLabel('Address line 1', { exact: true }).fill(values.line1);
  await form.getByLabel('Town/City', { exact: true }).fill(values.city);
  await form.getByLabel('Postcode', { exact: true }).fill(values.postcode);
}

test.describe('customer account', () => {
  test('/my-account/ goes on to the profile, with the navigation marking the current page', async ({ page, baseURL }) => {
    await page.goto('/my-account/');
    await expect(page).toHaveURL(`${baseURL}/my-account/profile/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'My account' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Shipping addresses' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Newsletter' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the address book: inline validation, add, edit, a second address, make it the default, delete', async ({ page }) => {
    await gotoHydrated(page, '/my-account/shipping/');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping addresses' })).toBeVisible();
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByTestId('AddressForm-root');
    await expect(form.getByRole('heading', { name: 'New address' })).toBeVisible();
    // The shopper's country is preselected; the email is the customer's.
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('GB');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);

    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    const firstName = form.getByLabel('First name', { exact: true });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Required Field').first()).toBeVisible();
    await expect(form.getByLabel('Address line 2', { exact: false })).not.toHaveAttribute('aria-invalid', 'true');

    await fillAddress(page, { first: 'Ada', last: 'Lovelace', line1: '12 St James Square', city: 'London', postcode: '12345' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByLabel('Postcode', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter a valid postcode, for example SW1A 1AA').first()).toBeVisible();
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Postcode', { exact: true }).fill('SW1Y 4JH');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address has been saved.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(card(page, 'Ada Lovelace')).toContainText('SW1Y 4JH');
    await expect(card(page, 'Ada Lovelace')).toContainText('United Kingdom');

    // Edit it.
    await card(page, 'Ada Lovelace').getByRole('button', { name: 'Edit' }).click();
    await expect(form.getByRole('heading', { name: 'Edit address' })).toBeVisible();
    await expect(form.getByLabel('Town/City', { exact: true })).toHaveValue('London');
    await form.getByLabel('Town/City', { exact: true }).fill('Westminster');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address has been updated.')).toBeVisible();
    await expect(card(page, 'Ada Lovelace')).toContainText('Westminster');

    // A second address.
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await fillAddress(page, { first: 'Charles', last: 'Babbage', line1: '1 Dorset Street', city: 'London', postcode: 'W1U 4EG' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address has been saved.')).toBeVisible();
    await expect(page.getByTestId('AddressCard-root')).toHaveCount(2);
    await expect(card(page, 'Charles Babbage')).not.toContainText('Default shipping');

    // Make it the default shipping address: the badge moves and the card goes first.
    await card(page, 'Charles Babbage').getByRole('button', { name: 'Set as default shipping' }).click();
    await expect(page.getByText('Your default address has been changed.')).toBeVisible();
    await expect(card(page, 'Charles Babbage')).toContainText('Default shipping');
    await expect(card(page, 'Charles Babbage').getByRole('button', { name: 'Set as default shipping' })).toHaveCount(0);
    await expect(page.getByTestId('AddressCard-root').first()).toContainText('Charles Babbage');
    await expect(card(page, 'Ada Lovelace')).not.toContainText('Default shipping');

    // Delete the first one, after the confirmation step.
    await card(page, 'Ada Lovelace').getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, 'Ada Lovelace').getByText('Delete this address?')).toBeVisible();
    await card(page, 'Ada Lovelace').getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('The address has been deleted.')).toBeVisible();
    await expect(page.getByTestId('AddressCard-root')).toHaveCount(1);

    // What the server kept.
    await page.reload();
    await expect(page.getByTestId('AddressCard-root')).toHaveCount(1);
    await expect(card(page, 'Charles Babbage')).toContainText('Default shipping');
  });

  test('the profile: a new name shows on the page; mismatched new passwords are caught first', async ({ page }) => {
    await gotoHydrated(page, '/my-account/profile/');
    await expect(page.getByText(`Your email address is ${email}.`)).toBeVisible();
    const firstName = page.getByLabel('First name', { exact: true });
    await expect(firstName).toHaveValue('Ada');
    await firstName.fill('Augusta');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name has been updated.')).toBeVisible();
    await expect(page.getByText('Hello, Augusta')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Augusta');

    await expect(page.getByText('Use at least 8 characters, with at least one letter and one number.').first()).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).last().fill('not-the-password-1');
    await page.getByLabel('New password', { exact: true }).fill('Another-pass-1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Another-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  });

  test('the newsletter: subscribe, the state says so after a reload, unsubscribe', async ({ page }) => {
    await gotoHydrated(page, '/my-account/newsletter/');
    const state = page.getByTestId('NewsletterPanel-state');
    await expect(state).toHaveText('You are not subscribed to our newsletter.');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(state).toHaveText('You are subscribed to our newsletter.');
    await page.reload();
    await expect(state).toHaveText('You are subscribed to our newsletter.');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(state).toHaveText('You are not subscribed to our newsletter.');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('orders: an empty history says so; an unknown order is a 404', async ({ page }) => {
    await gotoHydrated(page, '/my-account/orders/');
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('table')).toHaveCount(0);

    const response = await page.goto('/my-account/orders/UNKNOWN/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    // A number no order could have fails the route's own check: the spec's 'Page Not Found: {path}',
    // the path as requested (percent-encoded) and cut short (error-screen.tsx).
    expect((await page.goto('/my-account/orders/call%20us%20now/'))?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /my-account/orders/call%20us%20now/', { exact: true })).toBeVisible();
  });

  test('the German account pages are in German', async ({ page }) => {
    await gotoHydrated(page, '/de-DE/my-account/shipping/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lieferadressen' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Mein Konto' });
    await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Lieferadressen' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click();
    const form = page.getByTestId('AddressForm-root');
    for (const label of ['Vorname', 'Nachname', 'E-Mail', 'Telefonnummer', 'Adresszeile 1', 'Ort', 'Postleitzahl', 'Land']) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(form.getByText('Pflichtfeld').first()).toBeVisible();

    await page.goto('/de-DE/my-account/');
    await expect(page).toHaveURL(/\/de-DE\/my-account\/profile\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  });

  test('the address shims answer in the spec shapes (§7)', async ({ page }) => {
    const address = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email,
      telephone: '020 7946 0000',
      street: ['10 Downing Street'],
      city: 'London',
      postcode: 'SW1A 2AA',
      country_code: 'GB',
    };
    const added = await page.request.post('/nuxt/api/account/add-address', { data: { address } });
    expect(added.status()).toBe(200);
    const addedBody = (await added.json()) as { createCustomerAddress: { id: number }; error: null };
    expect(addedBody.error).toBeNull();
    const addressId = addedBody.createCustomerAddress.id;
    expect(typeof addressId).toBe('number');

    const updated = await page.request.post('/nuxt/api/account/update-address', {
      data: { addressId, address: { ...address, city: 'Westminster' } },
    });
    expect(await updated.json()).toEqual({ error: null, updateCustomerAddress: { id: addressId } });

    const madeDefault = await page.request.post('/api/auth/update-address', {
      data: { addressId, address: { ...address, default_billing: true } },
    });
    expect(await madeDefault.json()).toEqual({ error: null, updateCustomerAddress: { id: addressId } });
    await gotoHydrated(page, '/my-account/shipping/');
    await expect(page.getByTestId('AddressCard-root').filter({ hasText: '10 Downing Street' })).toContainText('Default billing');

    const invalid = await page.request.post('/nuxt/api/account/add-address', { data: { address: { ...address, postcode: '' } } });
    expect(invalid.status()).toBe(400);
    const invalidBody = (await invalid.json()) as { createCustomerAddress: null; error: string };
    expect(invalidBody.createCustomerAddress).toBeNull();
    expect(invalidBody.error).toEqual(expect.any(String));

    const deleted = await page.request.post('/nuxt/api/account/delete-address', { data: { addressId } });
    expect(await deleted.json()).toEqual({ error: null, deleteCustomerAddress: true });
    const again = await page.request.post('/nuxt/api/account/delete-address', { data: { addressId } });
    expect(again.status()).toBe(404);
    expect(((await again.json()) as { error: string }).error).toEqual(expect.any(String));

    const wrongMethod = await page.request.get('/nuxt/api/account/add-address');
    expect(wrongMethod.status()).toBe(405);
  });

  test('without a valid session the account pages send the visitor to sign in and back', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    // Session cookies the gateway does not know (revoked or forged), still "fresh" by their expiry.
    const expires = new Date(Date.now() + 30 * 60_000).toISOString();
    await context.addCookies(
      [
        ['customer_token', `bogus-${randomUUID()}`],
        ['customer_refresh_token', `bogus-${randomUUID()}`],
        ['customer_expire_time', expires],
      ].map(([name, value]) => ({ name: name!, value: value!, url: BASE_URL, sameSite: 'Strict' as const })),
    );
    const page = await context.newPage();
    await page.goto('/my-account/shipping/');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/auth/login/');
    expect(url.searchParams.get('redirect')).toBe('/my-account/shipping/');
    // The dead session is cleared, so the sign-in page does not take the visitor for signed in.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('customer_token');
    await context.close();

    const signedOut = await browser.newContext({ baseURL: BASE_URL });
    const visitor = await signedOut.newPage();
    await visitor.goto('/my-account/orders/');
    const target = new URL(visitor.url());
    expect(target.pathname).toBe('/auth/login/');
    expect(target.searchParams.get('redirect')).toBe('/my-account/orders/');
    await signedOut.close();
  });
});
