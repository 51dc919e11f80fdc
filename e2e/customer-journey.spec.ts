import type { Page } from '@playwright/test';
import { expect, gotoHydrated, hydrated, passwordResetLink, register, test } from './fixtures';

/**
 * Issue 4's journey in one piece: register → signed in → add, edit, default and delete an address
 * → sign out → a signed-out visit to /my-account/orders/ goes to sign in and returns there →
 * reset the password through the mail outbox → sign in with the new one.
 */
const email = `journey-${Date.now()}@example.com`;
const PASSWORD = 'Tandem2026a';
const NEW_PASSWORD = 'Peloton2027b';

const avatar = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^My account \(/ });
const card = (page: Page, name: string) =>
  page.getByTestId('AddressCard-root').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function fillAddress(page: Page, first: string, line1: string, postcode: string): Promise<void> {
  const form = page.getByTestId('AddressForm-root');
  await form.getByLabel('First name', { exact: true }).fill(first);
  await form.getByLabel('Last name', { exact: true }).fill('Rider');
  await form.getByLabel('Phone number', { exact: true }).fill('020 7946 0000');
  await form.getByLabel('Address line 1', { exact: true }).fill(line1);
  await form.getByLabel('Town/City', { exact: true }).fill('London');
  await form.getByLabel('Postcode', { exact: true }).fill(postcode);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toHaveCount(0);
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out from the header; sign-out ends with a full load of the home page, awaited here. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await hydrated(page);
}

test('customer journey: register, address book, sign out and in, password reset by email', async ({ page }) => {
  // Register: signed in at once, the account shows the initials.
  await gotoHydrated(page, '/auth/register/');
  await register(page, { first: 'Robin', last: 'Rider', email, password: PASSWORD });
  await expect(page).toHaveURL(/\/my-account\/profile\/$/);
  await expect(avatar(page)).toHaveText('RR');

  // Address book: add, edit, add a second, make it the default, delete the first.
  await gotoHydrated(page, '/my-account/shipping/');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await fillAddress(page, 'Robin', '1 Chain Lane', 'SW1A 1AA');
  await card(page, 'Robin Rider').getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('AddressForm-root').getByLabel('Address line 1', { exact: true }).fill('2 Chain Lane');
  await page.getByTestId('AddressForm-root').getByRole('button', { name: 'Save address' }).click();
  await expect(card(page, 'Robin Rider')).toContainText('2 Chain Lane');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await fillAddress(page, 'Sam', '3 Spoke Street', 'EC1A 1BB');
  await card(page, 'Sam Rider').getByRole('button', { name: 'Set as default shipping' }).click();
  await expect(card(page, 'Sam Rider')).toContainText('Default shipping');
  await card(page, 'Robin Rider').getByRole('button', { name: 'Delete' }).click();
  await card(page, 'Robin Rider').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('AddressCard-root')).toHaveCount(1);

  // Sign out, then a signed-out visit to the orders goes to sign in and comes back after it.
  await signOut(page);
  await page.goto('/my-account/orders/');
  await expect(page).toHaveURL(/\/auth\/login\/\?redirect=%2Fmy-account%2Forders%2F$/);
  await signIn(page, PASSWORD);
  await expect(page).toHaveURL(/\/my-account\/orders\/$/);
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();

  // Forgotten password: sign out, request the email, follow its link, set a new password.
  await signOut(page);
  await gotoHydrated(page, '/auth/reset-password/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Password reset email sent');
  const link = await passwordResetLink(email);
  await gotoHydrated(page, link.pathname + link.search);
  // The token leaves the address bar at once (an analytics tag would send the address on).
  await expect(page).toHaveURL(/\/auth\/reset-password\/$/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();

  // The old password is refused; the new one signs in and the address book is still there.
  await gotoHydrated(page, '/auth/login/?redirect=%2Fmy-account%2Fshipping%2F');
  await signIn(page, PASSWORD);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The email address or password is incorrect.');
  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/my-account\/shipping\/$/);
  await expect(card(page, 'Sam Rider')).toContainText('Default shipping');
});
