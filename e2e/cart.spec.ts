import { expect, gotoHydrated, hydrated, test, BASE_URL, cookieValue, decideConsent } from './fixtures';

// Seeded products (the seed is data as code, the same on every run).
const ACCESSORY = '/kask-protone-icon-helmet/';
const BIKE = '/cgr-al-105/';
const OTHER_BIKE = '/cgr-al-tiagra/';
const ONE_BIKE =
  'To ensure timely delivery and the best service, we limit orders to one bike per checkout. Thank you for your understanding.';

const drawer = (page: import('@playwright/test').Page) => page.getByTestId('CartDrawer-root');
const cartCount = (page: import('@playwright/test').Page) => page.getByTestId('CartButton-count');

async function addBike(page: import('@playwright/test').Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await page.getByRole('radio', { name: 'L', exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

test.describe('cart', () => {
  test('a guest fills a cart: accessory in the drawer, a bike via its review page, coupons, one bike only', async ({ page }) => {
    // An accessory: the drawer opens with it, the header counts it.
    await gotoHydrated(page, ACCESSORY);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByTestId('CartLine-root')).toHaveCount(1);
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    await expect(cartCount(page)).toHaveText('1');
    const events = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ currency: 'GBP' }) }),
    );
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);

    // A bike: on to its review page, where an extra is one click away.
    await addBike(page, BIKE);
    await expect(page).toHaveURL(/\/cgr-al-105\/review\/$/);
    await hydrated(page);
    await expect(page.getByTestId('Upsell-added')).toContainText('CGR AL 105 is in your cart.');
    const extra = page.getByTestId('UpsellItem-root').first();
    await extra.getByTestId('UpsellItem-add').click();
    await expect(extra.getByTestId('UpsellItem-added')).toBeVisible();
    await page.getByTestId('Upsell-continue').click();

    // The cart page: three lines, totals from the server, dispatch date.
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByTestId('CartLine-root')).toHaveCount(3);
    await expect(page.getByTestId('CartSummary-shipping')).toHaveText('£49.00');
    await expect(page.getByTestId('CartSummary-dispatch')).toContainText('Order now and it is dispatched on');
    await expect(page.getByTestId('DeliveryInfo-root')).toContainText('Bikes are built to order by our mechanics');
    const totalBefore = await page.getByTestId('CartSummary-total').textContent();

    // Coupons: a refusal with its reason, then one that applies, then removed.
    await page.getByLabel('Discount code').fill('SUMMER25');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('CouponForm-error')).toHaveText('The coupon code "SUMMER25" has expired.');
    await page.getByLabel('Discount code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('CouponForm-applied')).toContainText('Code WELCOME10 applied');
    await expect(page.getByTestId('CartSummary-discount')).toContainText('£');
    await expect(page.getByTestId('CartSummary-total')).not.toHaveText(totalBefore ?? '');
    await page.getByTestId('CouponForm-remove').click();
    await expect(page.getByTestId('CartSummary-discount')).toHaveCount(0);
    await expect(page.getByTestId('CartSummary-total')).toHaveText(totalBefore ?? '');

    // Quantity steppers and remove.
    const helmet = page.getByTestId('CartLine-root').filter({ hasText: 'Kask Protone Icon Helmet' });
    await helmet.getByRole('button', { name: 'One more Kask Protone Icon Helmet' }).click();
    await expect(helmet.getByTestId('CartLine-quantity')).toHaveText('2');
    await helmet.getByRole('button', { name: 'Remove Kask Protone Icon Helmet' }).click();
    await expect(page.getByTestId('CartLine-root')).toHaveCount(2);

    // A second bike is refused with the spec's words, and nothing is added.
    await addBike(page, OTHER_BIKE);
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByTestId('CartMessages-root')).toHaveText(ONE_BIKE);
    await expect(page).toHaveURL(/\/cgr-al-tiagra\/$/);
    await expect(drawer(page).getByTestId('CartLine-root')).toHaveCount(2);
  });

  test('a guest cart goes with the shopper into their new account; signing out leaves an empty cart', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, ACCESSORY);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCount(page)).toHaveText('1');
    const guestCart = await cookieValue(context, 'cart_id');
    expect(guestCart).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await gotoHydrated(page, `/auth/register/?redirect=${encodeURIComponent('/cart/')}`);
    await page.getByLabel('First name').fill('Cara');
    await page.getByLabel('Last name').fill('Rider');
    await page.getByLabel('Email').fill(`cart-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Velodrome2026');
    await page.getByLabel('Confirm password').fill('Velodrome2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByTestId('CartLine-root')).toHaveCount(1);
    await expect(page.getByTestId('CartLine-root')).toContainText('Kask Protone Icon Helmet');
    // The cart is the customer's now: another id, and the guest id reaches nothing.
    expect(await cookieValue(context, 'cart_id')).not.toBe(guestCart);

    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByTestId('CheckoutDelivery-root')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await hydrated(page);
    expect(await cookieValue(context, 'cart_id')).toBeUndefined();
    await expect(cartCount(page)).toHaveCount(0);
  });

  test('signing in to an existing account brings the guest cart along, replacing the old cart', async ({ browser, page }) => {
    // The customer's account, with a helmet left in its cart from an earlier visit on another device.
    const email = `returning-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const earlier = await browser.newContext({ baseURL: BASE_URL });
    await decideConsent(earlier);
    const device = await earlier.newPage();
    await gotoHydrated(device, '/auth/register/');
    await device.getByLabel('First name').fill('Remy');
    await device.getByLabel('Last name').fill('Rider');
    await device.getByLabel('Email').fill(email);
    await device.getByLabel('Password', { exact: true }).fill('Velodrome2026');
    await device.getByLabel('Confirm password').fill('Velodrome2026');
    await device.getByRole('button', { name: 'Create account' }).click();
    await expect(device).toHaveURL(/\/my-account\/profile\/$/);
    await gotoHydrated(device, ACCESSORY);
    await device.getByRole('button', { name: 'Add to cart' }).click();
    await expect(device.getByTestId('CartButton-count')).toHaveText('1');
    await earlier.close();

    // As a guest on this device: a bike. Then sign in: the guest's bike is the cart now.
    await addBike(page, BIKE);
    await expect(page).toHaveURL(/\/review\/$/);
    await gotoHydrated(page, `/auth/login/?redirect=${encodeURIComponent('/cart/')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Velodrome2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByTestId('CartLine-root')).toHaveCount(1);
    await expect(page.getByTestId('CartLine-root')).toContainText('CGR AL 105');
  });

  test('a guest who checks out is asked to sign in or register', async ({ page }) => {
    await gotoHydrated(page, ACCESSORY);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCount(page)).toHaveText('1');
    await gotoHydrated(page, '/cart/');
    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByTestId('CheckoutGate-root')).toContainText(
      'Sign in or create an account with us to complete your purchase',
    );
    await expect(page.getByTestId('CheckoutGate-root').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login/?redirect=%2Fcheckout%2F',
    );
  });

  test('the German storefront prices the cart in euros, in German', async ({ page }) => {
    await gotoHydrated(page, `/de-DE${ACCESSORY}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('heading', { name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(drawer(page).getByTestId('CartSummary-total')).toContainText('€');
    await expect(drawer(page).getByTestId('CartSummary-dispatch')).toContainText('Jetzt bestellen, Versand am');
  });

  test("the cart page arrives with the shopper's lines, private to them, and needs no second read", async ({ page, context }) => {
    await gotoHydrated(page, ACCESSORY);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCount(page)).toHaveText('1');

    // The HTML itself carries the line and the total (no script ran yet), and no cache may keep it.
    const html = await context.request.get(`${BASE_URL}/cart/`);
    expect(html.headers()['cache-control']).toBe('private, no-store');
    const body = await html.text();
    expect(body).toContain('data-testid="CartLine-root"');
    expect(body).toContain('Kask Protone Icon');
    expect(body).toMatch(/data-testid="DeliveryInfo-root"[^>]*>Order now and your order is dispatched on /);
    expect(body).not.toContain('data-testid="CartPage-empty"');

    // Opened in the browser, the page shows it at once and does not ask the cart shim for it again.
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/nuxt\/api\/cart\/(fetch-cart|delivery-info)/.test(request.url())) reads.push(request.url());
    });
    await gotoHydrated(page, '/cart/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('CartLine-root')).toHaveCount(1);
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByTestId('DeliveryInfo-root')).toContainText('Order now and your order is dispatched on');
    expect(reads).toEqual([]);

    // The cart it was rendered with is the live one: its stepper changes it.
    await page
      .getByTestId('CartLine-root')
      .getByRole('button', { name: /^One more / })
      .click();
    await expect(cartCount(page)).toHaveText('2');

    // Another shopper (no cookies) gets an empty cart page, never this one's lines.
    const stranger = await page.context().browser()!.newContext();
    try {
      const theirs = await (await stranger.request.get(`${BASE_URL}/cart/`)).text();
      expect(theirs).toContain('data-testid="CartPage-empty"');
      expect(theirs).not.toContain('Kask Protone Icon');
    } finally {
      await stranger.close();
    }
  });

  test('a cart cookie the shop no longer knows starts a fresh cart, without an error page', async ({ page, context }) => {
    await context.addCookies([{ name: 'cart_id', value: 'no-such-cart-anymore', url: BASE_URL }]);
    const response = await gotoHydrated(page, '/cart/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('CartPage-empty')).toContainText('Your cart is empty');
    await expect.poll(() => cookieValue(context, 'cart_id')).toBeUndefined();
    await gotoHydrated(page, ACCESSORY);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCount(page)).toHaveText('1');
    expect(await cookieValue(context, 'cart_id')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
