import { expect, gotoHydrated, hydrated, test } from './fixtures';

type MenuEntry = { id: number | string; level: number; lft: number; parent: { id: number | string } | null };

test.describe('CMS pages', () => {
  test('a CMS page renders with its heading', async ({ page }) => {
    const response = await page.goto('/delivery/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery information');
    await expect(page).toHaveTitle(/Delivery Information/);
  });
});

test.describe('legacy REST shims', () => {
  test('the header menu lists entries with their tree fields', async ({ request }) => {
    const response = await request.get('/nuxt/api/header/main-menu');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { error: unknown; mainMenuEntries: MenuEntry[] };
    expect(body.error).toBeNull();
    expect(body.mainMenuEntries.length).toBeGreaterThan(0);
    for (const entry of body.mainMenuEntries) {
      expect(entry).toHaveProperty('id');
      expect(typeof entry.level).toBe('number');
      expect(typeof entry.lft).toBe('number');
      expect(entry).toHaveProperty('parent');
    }
    const levels = new Set(body.mainMenuEntries.map((e) => e.level));
    expect(levels.has(1)).toBe(true);
    expect([...levels].some((level) => level > 1)).toBe(true);
    // Children point at an entry of the list.
    const ids = new Set(body.mainMenuEntries.map((e) => String(e.id)));
    const child = body.mainMenuEntries.find((e) => e.level > 1);
    expect(child?.parent).not.toBeNull();
    expect(ids.has(String(child?.parent?.id))).toBe(true);
  });

  test('the level-1 header menu lists top-level entries only', async ({ request }) => {
    const response = await request.get('/nuxt/api/header/main-menu-level-1');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { error: unknown; mainMenuEntries: MenuEntry[] };
    expect(body.error).toBeNull();
    expect(body.mainMenuEntries.length).toBeGreaterThan(0);
    expect(body.mainMenuEntries.every((e) => e.level === 1)).toBe(true);
  });

  test('the footer menu lists its entries', async ({ request }) => {
    const response = await request.get('/nuxt/api/footer/footer-menu');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { error: unknown; footerMenuEntries: MenuEntry[] };
    expect(body.error).toBeNull();
    expect(body.footerMenuEntries.length).toBeGreaterThan(0);
    expect(body.footerMenuEntries[0]).toHaveProperty('lft');
  });

  test("the finance shims answer the lender's products and deposits in the UK, and none to a shopper in Germany", async ({
    request,
  }) => {
    const products = await request.get('/nuxt/api/finance/v12-products');
    expect(products.status()).toBe(200);
    const body = (await products.json()) as {
      error: unknown;
      v12Products: { product_id: string; months: number; rb_min_loan: number }[];
    };
    expect(body.error).toBeNull();
    expect(body.v12Products.map((p) => p.product_id)).toContain('CL48-9.9');
    expect(body.v12Products[0]).toMatchObject({ product_id: 'IFC12', months: 12, rb_min_loan: 250 });
    const deposits = (await (await request.get('/nuxt/api/finance/v12-deposits')).json()) as {
      error: unknown;
      v12Deposits: { percent: number }[];
    };
    expect(deposits.error).toBeNull();
    expect(deposits.v12Deposits.map((d) => d.percent)).toEqual([0, 10, 20, 30, 40, 50]);
    // A shopper whose country is Germany (the location cookie the country picker writes) gets no finance.
    for (const path of ['/de-DE/nuxt/api/finance/v12-products', '/nuxt/api/finance/v12-products']) {
      const german = await (await request.get(path, { headers: { cookie: 'location=DE' } })).json();
      expect(german).toEqual({ v12Products: [], error: null });
    }
    const germanDeposits = await (
      await request.get('/nuxt/api/finance/v12-deposits', { headers: { cookie: 'location=DE' } })
    ).json();
    expect(germanDeposits).toEqual({ v12Deposits: [], error: null });
  });

  test('the routing lookup reports a redirect', async ({ request }) => {
    const response = await request.get('/nuxt/api/routing/main?urlKey=about');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.error).toBeNull();
    expect(body.getUrlInfo).toMatchObject({ page_status: 301, redirect_url: 'about-us' });
  });

  test('the routing lookup reports a CMS page', async ({ request }) => {
    const response = await request.get('/nuxt/api/routing/main?urlKey=delivery');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.error).toBeNull();
    expect(body.getUrlInfo).toMatchObject({ page_status: 200, page_type: 'cms-page' });
  });

  test('the routing lookup needs a urlKey', async ({ request }) => {
    const response = await request.get('/nuxt/api/routing/main');
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(typeof body.error).toBe('string');
    expect(body.error).toMatch(/urlKey/);
  });

  test('the store-IP check recognises store networks', async ({ request }) => {
    const inStore = await request.post('/nuxt/api/check-store-ip', { data: { ipAddress: '203.0.113.7' } });
    expect(inStore.status()).toBe(200);
    expect(await inStore.json()).toMatchObject({ isStoreIp: true, error: null });

    const elsewhere = await request.post('/nuxt/api/check-store-ip', { data: { ipAddress: '198.51.100.1' } });
    expect(elsewhere.status()).toBe(200);
    expect(await elsewhere.json()).toMatchObject({ isStoreIp: false, error: null });

    const missing = await request.post('/nuxt/api/check-store-ip', { data: {} });
    const body = await missing.json();
    expect(body.error).toBe('No IP address found');
    expect(body.isStoreIp).toBe(false);
  });

  test('the store-IP check accepts POST only', async ({ request }) => {
    const response = await request.get('/nuxt/api/check-store-ip');
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('POST');
  });

  test('the new checkout is enabled', async ({ request }) => {
    const response = await request.get('/nuxt/api/new-checkout-check');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ isNewCheckoutEnabled: true, error: null });
  });
});

test.describe('consent banner', () => {
  test.use({ consentDecided: false });

  test('a first visit asks for consent; rejecting is remembered', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('region', { name: 'Cookies on our website' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();

    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(consent).toBeDefined();
    expect(JSON.parse(decodeURIComponent(consent?.value ?? 'null'))).toEqual({ analytics: false, marketing: false });

    await page.reload();
    // The banner decides after hydration, from the cookie and the store-network check it asks for:
    // wait until the page has loaded its code and asked all it asks before asserting it stays away
    // (a banner that came late would otherwise pass).
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject all' })).toHaveCount(0);
  });
});
