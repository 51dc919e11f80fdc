import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCommerce, type Commerce } from '@cadence/commerce/commerce';
import { openTestDatabase, startTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { Shopper as BaseShopper } from '../../test-support/shopper';

const PASSWORD = 'Velodrome2026';
let gateway: TestGateway;
let commerce: Commerce;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let outbox: string;

beforeAll(async () => {
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-gw-mail-'));
  database = await openTestDatabase();
  commerce = createCommerce(database.database, {
    referenceTtlMs: 0,
    accounts: {
      outboxDir: outbox,
      // Rate limits count in Redis where one is configured (CI's PostgreSQL tier), else in memory.
      redisUrl: process.env.REDIS_URL,
      rateLimits: {
        signInPerAccount: { points: 3, durationSeconds: 1 },
        signInPerAddress: { points: 1000, durationSeconds: 60 },
        registerPerAddress: { points: 1000, durationSeconds: 60 },
        resetPerAccount: { points: 1000, durationSeconds: 60 },
        resetPerAddress: { points: 1000, durationSeconds: 60 },
      },
    },
  });
  // As a shop served over HTTPS: the session cookies are Secure.
  gateway = await startTestGateway({ cookieSecure: true }, commerce);
});

afterAll(async () => {
  await gateway?.close();
  await commerce?.close();
  await database?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

/** A shopper of this file's gateway (cookies kept between calls). */
class Shopper extends BaseShopper {
  constructor(store: 'en-GB' | 'de-DE' = 'en-GB') {
    super(() => gateway.url, store);
  }
}

let counter = 0;
const uniqueEmail = () => `gw${Date.now()}${++counter}@example.com`;

const REGISTER = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed } } }`;
const CUSTOMER =
  '{ customer { firstname lastname email is_subscribed default_shipping addresses { id city postcode default_shipping } } }';
const SIGN_IN =
  'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { expires_at } }';

async function registered(store: 'en-GB' | 'de-DE' = 'en-GB', email = uniqueEmail()): Promise<Shopper> {
  const shopper = new Shopper(store);
  const { body } = await shopper.call(REGISTER, { input: { firstname: 'Jane', lastname: 'Doe', email, password: PASSWORD } });
  expect(body.errors).toBeUndefined();
  return shopper;
}

describe('customer sessions over HTTP', () => {
  it('registers and signs in with HttpOnly, SameSite=Strict session cookies and never puts a token in the body', async () => {
    const shopper = new Shopper();
    const email = uniqueEmail();
    const { body } = await shopper.call(REGISTER, {
      input: { firstname: 'Jane', lastname: 'Doe', email, password: PASSWORD, is_subscribed: true },
    });
    expect(body.data).toEqual({
      createCustomerV2: { customer: { firstname: 'Jane', lastname: 'Doe', email, is_subscribed: true } },
    });
    // Attributes only: a failing assertion must not print a token.
    const byName = Object.fromEntries(shopper.lastSetCookies.map((c) => [c.split('=')[0], c.replace(/=[^;]*/, '=…')]));
    for (const name of ['customer_token', 'customer_refresh_token']) {
      expect(byName[name]).toMatch(/HttpOnly/);
      expect(byName[name]).toMatch(/SameSite=Strict/);
      expect(byName[name]).toMatch(/Path=\//);
      expect(byName[name]).toMatch(/Secure/);
    }
    // Each cookie lives as long as what it carries: the access token an hour, the refresh token 14 days.
    expect(byName.customer_token).toMatch(/Max-Age=3600/);
    expect(byName.customer_refresh_token).toMatch(/Max-Age=1209600/);
    expect(byName.customer_expire_time).not.toMatch(/HttpOnly/);
    expect(byName.customer_expire_time).toMatch(/SameSite=Strict/);
    expect(JSON.stringify(body)).not.toContain(shopper.jar.get('customer_token'));
    const me = await shopper.call<{ customer: { email: string } }>(CUSTOMER);
    expect(me.body.data?.customer.email).toBe(email);
  });

  it('publishes the password rule it enforces: a password one short of the minimum is refused, one at it accepted', async () => {
    const { body } = await new Shopper().call<{
      passwordPolicy: { minimum_length: number; maximum_length: number; requires_letter: boolean; requires_digit: boolean };
    }>('query { passwordPolicy { minimum_length maximum_length requires_letter requires_digit } }');
    const policy = body.data!.passwordPolicy;
    expect(policy).toEqual({ minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true });
    const password = (length: number) => 'a1'.repeat(length).slice(0, length);
    const register = (pw: string) =>
      new Shopper().call(REGISTER, { input: { firstname: 'Jo', lastname: 'Rule', email: uniqueEmail(), password: pw } });
    expect((await register(password(policy.minimum_length - 1))).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await register(password(policy.minimum_length))).body.errors).toBeUndefined();
  });

  it('publishes the field rules it enforces: the email a published pattern refuses, the server refuses', async () => {
    const { body } = await new Shopper().call<{ customerFieldPolicy: Record<string, number | string> }>(
      `query { customerFieldPolicy { name_maximum_length email_maximum_length email_pattern telephone_maximum_length
        telephone_pattern street_maximum_length city_maximum_length region_maximum_length } }`,
    );
    const policy = body.data!.customerFieldPolicy;
    expect(policy).toEqual({
      name_maximum_length: 100,
      email_maximum_length: 254,
      email_pattern: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
      telephone_maximum_length: 30,
      telephone_pattern: '^\\+?[0-9][0-9 ()./-]{4,22}[0-9]$',
      street_maximum_length: 255,
      city_maximum_length: 100,
      region_maximum_length: 100,
    });
    const register = (email: string) =>
      new Shopper().call(REGISTER, { input: { firstname: 'Jo', lastname: 'Rule', email, password: PASSWORD } });
    for (const email of ['a@b..com', 'a@.b.com']) {
      expect(new RegExp(String(policy.email_pattern)).test(email)).toBe(false);
      expect((await register(email)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers UNAUTHENTICATED without a session, in the storefront language', async () => {
    const en = await new Shopper().call(CUSTOMER);
    expect(en.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const de = await new Shopper('de-DE').call(CUSTOMER);
    expect(de.body.errors?.[0]?.message).toBe('Der aktuelle Kunde ist nicht angemeldet.');
  });

  it('renews with the refresh cookie (rotation): the old token is refused, the new one works', async () => {
    const shopper = await registered();
    const oldJar = new Map(shopper.jar);
    const renewed = await shopper.call<{ renewCustomerToken: { expires_at: string } }>(
      'mutation { renewCustomerToken { expires_at } }',
    );
    expect(Date.parse(renewed.body.data!.renewCustomerToken.expires_at)).toBeGreaterThan(Date.now() + 55 * 60 * 1000);
    expect(shopper.jar.get('customer_token')).not.toBe(oldJar.get('customer_token'));
    expect((await shopper.call(CUSTOMER)).body.errors).toBeUndefined();
    const stale = new Shopper();
    for (const [k, v] of oldJar) stale.jar.set(k, v);
    expect((await stale.call(CUSTOMER)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs out: clears the cookies and the cart id, and the token is refused afterwards', async () => {
    const shopper = await registered();
    const token = shopper.jar.get('customer_token') as string;
    const out = await shopper.call('mutation { revokeCustomerToken { result } }');
    expect(out.body.data).toEqual({ revokeCustomerToken: { result: true } });
    const cleared = shopper.lastSetCookies.filter((c) => /Max-Age=0/.test(c)).map((c) => c.split('=')[0]);
    expect(cleared.sort()).toEqual(['cart_id', 'customer_expire_time', 'customer_refresh_token', 'customer_token']);
    const replay = new Shopper();
    replay.jar.set('customer_token', token);
    expect((await replay.call(CUSTOMER)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Signing out without a session still succeeds (spec §4: logout clears regardless).
    expect((await new Shopper().call('mutation { revokeCustomerToken { result } }')).body.data).toEqual({
      revokeCustomerToken: { result: true },
    });
  });

  it('refuses a wrong password with one message, German on the German storefront', async () => {
    const email = uniqueEmail();
    await registered('en-GB', email);
    const de = await new Shopper('de-DE').call(SIGN_IN, { email, password: 'Wrong-password-1' });
    expect(de.body.errors?.[0]).toMatchObject({
      message: 'Die E-Mail-Adresse oder das Passwort ist falsch. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    const signIn = await new Shopper().call(SIGN_IN, { email, password: PASSWORD });
    expect(signIn.body.errors).toBeUndefined();
  });

  it('rate-limits failed sign-ins to an account with a clear message and a retry time, then lifts', async () => {
    const email = uniqueEmail();
    await registered('en-GB', email);
    for (let i = 0; i < 3; i++) await new Shopper().call(SIGN_IN, { email, password: 'Wrong-password-1' });
    const limited = await new Shopper().call(SIGN_IN, { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please try again in 1 minute.',
      extensions: { code: 'RATE_LIMITED' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await new Shopper().call(SIGN_IN, { email, password: PASSWORD })).body.errors).toBeUndefined();
  });

  it('resets the password through the emailed link once, signing out every session', async () => {
    const email = uniqueEmail();
    const shopper = await registered('en-GB', email);
    const request = await new Shopper().call('mutation($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email });
    expect(request.body.data).toEqual({ requestPasswordResetEmail: true });
    const unknown = await new Shopper().call('mutation($e: String!) { requestPasswordResetEmail(email: $e) }', {
      e: uniqueEmail(),
    });
    expect(unknown.body.data).toEqual({ requestPasswordResetEmail: true });
    await commerce.sessions.settled();
    const files = readdirSync(outbox)
      .filter((f) => f.includes('password-reset'))
      .sort();
    const mail = readFileSync(path.join(outbox, files[files.length - 1] as string), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] as string;
    const RESET = 'mutation($t: String!, $p: String!) { resetPassword(resetPasswordToken: $t, newPassword: $p) }';
    expect((await new Shopper().call(RESET, { t: token, p: 'NewSaddle2027' })).body.data).toEqual({ resetPassword: true });
    expect((await shopper.call(CUSTOMER)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await new Shopper().call(RESET, { t: token, p: 'Another2028' });
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'This password reset link has expired or has already been used. Please request a new one.',
      extensions: { code: 'RESET_TOKEN_INVALID' },
    });
    expect((await new Shopper().call(SIGN_IN, { email, password: 'NewSaddle2027' })).body.errors).toBeUndefined();
  });
});

const ADDRESS = {
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  telephone: '+44 20 7946 0000',
  street: ['1 Chain Lane'],
  city: 'London',
  postcode: 'SW1A 1AA',
  country_code: 'GB',
};
const CREATE_ADDRESS =
  'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id postcode default_shipping default_billing } }';
const UPDATE_ADDRESS =
  'mutation($id: Int!, $input: CustomerAddressInput!) { updateCustomerAddress(id: $id, input: $input) { id city } }';

describe('address book and ownership', () => {
  it('adds an address as the default and shows it on the customer', async () => {
    const shopper = await registered();
    const created = await shopper.call<{ createCustomerAddress: { id: number; default_shipping: boolean } }>(CREATE_ADDRESS, {
      input: { ...ADDRESS, postcode: 'sw1a1aa', default_shipping: true },
    });
    expect(created.body.data?.createCustomerAddress).toMatchObject({
      postcode: 'SW1A1AA',
      default_shipping: true,
      default_billing: false,
    });
    const me = await shopper.call<{
      customer: { default_shipping: number; addresses: { id: number; default_shipping: boolean }[] };
    }>(CUSTOMER);
    expect(me.body.data?.customer.default_shipping).toBe(created.body.data?.createCustomerAddress.id);
    expect(me.body.data?.customer.addresses).toEqual([expect.objectContaining({ default_shipping: true })]);
  });

  it('names each invalid field in the storefront language', async () => {
    const shopper = await registered('de-DE');
    const { body } = await shopper.call(CREATE_ADDRESS, {
      input: { ...ADDRESS, country_code: 'DE', postcode: 'SW1A 1AA', city: ' ' },
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Bitte prüfen Sie die markierten Felder.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { city: 'Pflichtfeld', postcode: 'Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.' },
      },
    });
  });

  it("lets customer A neither read, change nor delete customer B's address (not found)", async () => {
    const a = await registered();
    const b = await registered();
    const bAddress = await b.call<{ createCustomerAddress: { id: number } }>(CREATE_ADDRESS, { input: ADDRESS });
    const id = bAddress.body.data!.createCustomerAddress.id;
    const update = await a.call(UPDATE_ADDRESS, { id, input: { ...ADDRESS, city: 'Hacked' } });
    expect(update.body.errors?.[0]).toMatchObject({
      message: `Could not find an address with ID "${id}"`,
      extensions: { code: 'NOT_FOUND' },
    });
    const remove = await a.call('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', { id });
    expect(remove.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await a.call<{ customer: { addresses: unknown[] } }>(CUSTOMER)).body.data?.customer.addresses).toEqual([]);
    const bAfter = await b.call<{ customer: { addresses: { city: string }[] } }>(CUSTOMER);
    expect(bAfter.body.data?.customer.addresses).toEqual([expect.objectContaining({ city: 'London' })]);
    // Without a session nothing is changed either.
    expect(
      (await new Shopper().call('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', { id })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('orders', () => {
  const ORDERS = `query($number: String) { customer { orders(filter: { number: $number }) {
    total_count page_info { current_page total_pages }
    items { number order_date status total { grand_total { value currency } } items { product_name product_sku quantity_ordered product_sale_price { value } row_total { value currency } } certificate { issuer amount { value } } }
  } } }`;

  it("lists only the customer's own orders with their items in a bounded number of statements", async () => {
    const a = await registered();
    const b = await registered();
    const ids = async (shopper: Shopper) => (await commerce.sessions.authenticate(shopper.jar.get('customer_token')))!.customerId;
    const aId = await ids(a);
    const bId = await ids(b);
    const base = {
      store: 'en-GB' as const,
      status: 'processing',
      currency: 'GBP',
      subtotal: 2499,
      shippingAmount: 0,
      grandTotal: 2499,
    };
    const aNumber = `1000${counter}`;
    await commerce.orders.record({
      ...base,
      number: aNumber,
      customerId: aId,
      certificate: { issuer: 'Cyclescheme', amount: 1000 },
      items: [
        { sku: 'RACE-54', name: 'Race bike', quantity: 1, price: 2499 },
        // 4.35 × 100 is 434.99999999999994 in floating point: the row total is worked out in pennies.
        { sku: 'TUBE-1', name: 'Inner tube', quantity: 100, price: 4.35 },
      ],
    });
    const bNumber = `2000${counter}`;
    await commerce.orders.record({ ...base, number: bNumber, customerId: bId, items: [] });

    const mine = await a.call<{ customer: { orders: { total_count: number; items: { number: string; items: unknown[] }[] } } }>(
      ORDERS,
    );
    expect(mine.body.data?.customer.orders).toMatchObject({
      total_count: 1,
      page_info: { current_page: 1, total_pages: 1 },
      items: [
        {
          number: aNumber,
          status: 'processing',
          total: { grand_total: { value: 2499, currency: 'GBP' } },
          items: [
            {
              product_name: 'Race bike',
              product_sku: 'RACE-54',
              quantity_ordered: 1,
              product_sale_price: { value: 2499 },
              row_total: { value: 2499, currency: 'GBP' },
            },
            {
              product_name: 'Inner tube',
              product_sku: 'TUBE-1',
              quantity_ordered: 100,
              product_sale_price: { value: 4.35 },
              row_total: { value: 435, currency: 'GBP' },
            },
          ],
          certificate: { issuer: 'Cyclescheme', amount: { value: 1000 } },
        },
      ],
    });
    const theirs = await a.call<{ customer: { orders: { items: unknown[] } } }>(ORDERS, { number: bNumber });
    expect(theirs.body.data?.customer.orders.items).toEqual([]);

    // Statements do not grow with the number of orders (items come through one DataLoader batch).
    for (let i = 0; i < 5; i++) {
      await commerce.orders.record({
        ...base,
        number: `3000${counter}${i}`,
        customerId: aId,
        items: [{ sku: `S${i}`, name: 'Bottle', quantity: 2, price: 9 }],
      });
    }
    commerce.database.statements.reset();
    const many = await a.call<{ customer: { orders: { items: unknown[] } } }>(ORDERS);
    expect(many.body.data?.customer.orders.items).toHaveLength(6);
    expect(commerce.database.statements.count).toBeLessThanOrEqual(5);
  });
});

describe('CSRF prevention', () => {
  it('refuses a simple-content-type POST without the preflight header and signs no one in', async () => {
    const email = uniqueEmail();
    await registered('en-GB', email);
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: SIGN_IN, variables: { email, password: PASSWORD } }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('country postcode formats', () => {
  it('are published with countriesConfig for inline validation', async () => {
    const { body } = await new Shopper().call<{
      countriesConfig: { code: string; postcode_pattern: string | null; postcode_example: string | null }[];
    }>('{ countriesConfig { code postcode_pattern postcode_example } }');
    const byCode = Object.fromEntries(body.data!.countriesConfig.map((c) => [c.code, c]));
    expect(byCode.DE).toEqual({ code: 'DE', postcode_pattern: '^[0-9]{5}$', postcode_example: '10115' });
    expect(new RegExp(byCode.GB!.postcode_pattern!, 'i').test('SW1A 1AA')).toBe(true);
    expect(byCode.HK).toEqual({ code: 'HK', postcode_pattern: null, postcode_example: null });
  });
});
