import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { CustomerError } from './customer.errors';
import { customers } from './customer.tables';
import { MAX_ADDRESSES_PER_CUSTOMER } from './address.rules';
import { customerMessage } from './customer.messages';
import { PasswordHasher } from '../../shared/password-hasher';
import { newOpaqueToken } from '../../shared/tokens';
import type { AddressInput, RequestOrigin } from './customer.types';

const origin: RequestOrigin = { store: 'en-GB', clientIp: '203.0.113.10' };
const PASSWORD = 'Velodrome2026';
let clock = new Date('2026-11-24T10:00:00Z');
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;
let outbox: string;
const logged: string[] = [];
const originalLog = console.log;
const originalError = console.error;

beforeAll(async () => {
  console.log = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-mail-'));
  fresh = await openFreshDatabase({ prefix: 'cadence_customer' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, {
    referenceTtlMs: 0,
    accounts: {
      outboxDir: outbox,
      // Rate limits count in Redis where one is configured (CI's PostgreSQL tier), else in memory.
      redisUrl: process.env.REDIS_URL,
      mailLogLinks: false,
      now: () => clock,
      rateLimits: {
        signInPerAccount: { points: 3, durationSeconds: 1 },
        signInPerAddress: { points: 1000, durationSeconds: 60 },
        registerPerAddress: { points: 1000, durationSeconds: 60 },
        resetPerAccount: { points: 1000, durationSeconds: 60 },
        resetPerAddress: { points: 1000, durationSeconds: 60 },
      },
      session: { siteUrls: { 'en-GB': 'https://shop.example', 'de-DE': 'https://shop.example.de' } },
    },
  });
});

afterAll(async () => {
  console.log = originalLog;
  console.error = originalError;
  await commerce?.close();
  await fresh?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

let counter = 0;
const uniqueEmail = () => `rider${Date.now()}${++counter}@example.com`;
const register = (email = uniqueEmail(), store: RequestOrigin['store'] = 'en-GB') =>
  commerce.sessions.register({ firstName: 'Jane', lastName: 'Doe', email, password: PASSWORD }, { ...origin, store });

async function rejection(promise: Promise<unknown>): Promise<CustomerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CustomerError) return error;
    throw error;
  }
  throw new Error('expected a CustomerError');
}

function newestMail(kind: string): string {
  const files = readdirSync(outbox)
    .filter((f) => f.includes(kind))
    .sort();
  return decodeQuotedPrintable(readFileSync(path.join(outbox, files[files.length - 1] as string), 'latin1'));
}

/** The text part is quoted-printable: long lines (the link) are folded and '=' is written =3D. */
function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

const resetToken = (mail: string) => /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] as string;

describe('registration, sign-in, renewal and sign-out', () => {
  it('registers, signs in automatically and sends a welcome email', async () => {
    const email = uniqueEmail();
    const { customer, session } = await register(email);
    expect(customer).toMatchObject({ email, firstName: 'Jane', lastName: 'Doe', store: 'en-GB', isSubscribed: false });
    expect(await commerce.sessions.authenticate(session.accessToken)).toMatchObject({ customerId: customer.id });
    expect(session.expiresAt.getTime() - clock.getTime()).toBe(60 * 60 * 1000);
    await commerce.sessions.settled();
    const mail = newestMail('welcome');
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain('Welcome to Cadence Cycles');
    expect(mail).toContain('https://shop.example/my-account/profile/');
  });

  it('stores the password as argon2id with m=19456, t=2, p=1 and never in clear', async () => {
    const { customer } = await register();
    const [row] = await fresh.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await register(email);
    expect((await rejection(register(email.toUpperCase()))).code).toBe('EMAIL_TAKEN');
  });

  it('names every invalid registration field', async () => {
    const error = await rejection(
      commerce.sessions.register({ firstName: ' ', lastName: 'Doe', email: 'not-an-email', password: 'short' }, origin),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({
      firstname: { key: 'required' },
      email: { key: 'invalidEmail' },
      password: { key: 'passwordRules' },
    });
  });

  it('signs in with the right password only, with one answer for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await register(email);
    const { session } = await commerce.sessions.signIn(email.toUpperCase(), PASSWORD, origin);
    expect(await commerce.sessions.authenticate(session.accessToken)).not.toBeNull();
    const wrong = await rejection(commerce.sessions.signIn(email, 'Wrong-password-1', origin));
    const unknown = await rejection(commerce.sessions.signIn(uniqueEmail(), PASSWORD, origin));
    expect(wrong.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.key).toBe(unknown.key);
  });

  it('rotates refresh tokens: the old pair stops working and a replayed refresh token revokes the family', async () => {
    const { session } = await register();
    const renewed = await commerce.sessions.renew(session.refreshToken);
    expect(await commerce.sessions.authenticate(session.accessToken)).toBeNull();
    expect(await commerce.sessions.authenticate(renewed.accessToken)).not.toBeNull();
    // A second use within the grace window (two requests racing) is refused but harms nothing.
    expect((await rejection(commerce.sessions.renew(session.refreshToken))).code).toBe('UNAUTHENTICATED');
    expect(await commerce.sessions.authenticate(renewed.accessToken)).not.toBeNull();
    // Later, a replay means the old token leaked: the whole family is revoked.
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    expect((await rejection(commerce.sessions.renew(session.refreshToken))).code).toBe('UNAUTHENTICATED');
    expect(await commerce.sessions.authenticate(renewed.accessToken)).toBeNull();
    expect((await rejection(commerce.sessions.renew(renewed.refreshToken))).code).toBe('UNAUTHENTICATED');
  });

  it('expires access tokens after 60 minutes; the refresh token still renews', async () => {
    const { session } = await register();
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect(await commerce.sessions.authenticate(session.accessToken)).toBeNull();
    const renewed = await commerce.sessions.renew(session.refreshToken);
    expect(await commerce.sessions.authenticate(renewed.accessToken)).not.toBeNull();
  });

  it('signs out: the access and refresh tokens are refused afterwards', async () => {
    const { session } = await register();
    await commerce.sessions.signOut(session.accessToken, session.refreshToken);
    expect(await commerce.sessions.authenticate(session.accessToken)).toBeNull();
    expect((await rejection(commerce.sessions.renew(session.refreshToken))).code).toBe('UNAUTHENTICATED');
    await expect(commerce.sessions.signOut(undefined, 'garbage')).resolves.toBeUndefined();
  });

  it('refuses malformed and unknown tokens without an error', async () => {
    expect(await commerce.sessions.authenticate('x')).toBeNull();
    expect(await commerce.sessions.authenticate("'; drop table customers; --")).toBeNull();
    expect(await commerce.sessions.authenticate('A'.repeat(43))).toBeNull();
  });
});

describe('password reset', () => {
  it('emails a single-use link; the new password works, the old one and every session do not', async () => {
    const email = uniqueEmail();
    const { session } = await register(email);
    await commerce.sessions.requestPasswordReset(email, origin);
    await commerce.sessions.settled();
    const mail = newestMail('password-reset');
    expect(mail).toContain(`To: ${email}`);
    const token = resetToken(mail);
    expect(mail).toContain(`https://shop.example/auth/reset-password/?token=${token}`);
    await commerce.sessions.resetPassword(token, 'NewSaddle2027');
    expect(await commerce.sessions.authenticate(session.accessToken)).toBeNull();
    expect((await rejection(commerce.sessions.resetPassword(token, 'Another2028'))).code).toBe('RESET_TOKEN_INVALID');
    expect((await rejection(commerce.sessions.signIn(email, PASSWORD, origin))).code).toBe('INVALID_CREDENTIALS');
    await expect(commerce.sessions.signIn(email, 'NewSaddle2027', origin)).resolves.toBeTruthy();
  });

  it('writes the German email with the German storefront link', async () => {
    const email = uniqueEmail();
    await register(email, 'de-DE');
    await commerce.sessions.requestPasswordReset(email, { ...origin, store: 'de-DE' });
    await commerce.sessions.settled();
    const mail = newestMail('password-reset');
    expect(mail).toContain('Sie haben angefordert, Ihr Passwort bei Cadence Cycles zurückzusetzen');
    expect(mail).toContain('https://shop.example.de/auth/reset-password/?token=');
  });

  it('expires the link after 60 minutes', async () => {
    const email = uniqueEmail();
    await register(email);
    await commerce.sessions.requestPasswordReset(email, origin);
    await commerce.sessions.settled();
    const token = resetToken(newestMail('password-reset'));
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect((await rejection(commerce.sessions.resetPassword(token, 'NewSaddle2027'))).code).toBe('RESET_TOKEN_INVALID');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = readdirSync(outbox).length;
    await expect(commerce.sessions.requestPasswordReset(uniqueEmail(), origin)).resolves.toBeUndefined();
    await commerce.sessions.settled();
    expect(readdirSync(outbox).length).toBe(before);
  });

  it('refuses an unknown token before spending a password hash on it', async () => {
    const hash = jest.spyOn(PasswordHasher.prototype, 'hash');
    try {
      const error = await rejection(commerce.sessions.resetPassword(newOpaqueToken(), 'NewSaddle2027'));
      expect(error.code).toBe('RESET_TOKEN_INVALID');
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it('lets one of two requests racing with the same link through, and refuses the other', async () => {
    const email = uniqueEmail();
    await register(email);
    await commerce.sessions.requestPasswordReset(email, origin);
    await commerce.sessions.settled();
    const token = resetToken(newestMail('password-reset'));
    const outcomes = await Promise.all(
      ['NewSaddle2027', 'Tandem2028'].map((password) =>
        commerce.sessions.resetPassword(token, password).then(
          () => password,
          (error: CustomerError) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'RESET_TOKEN_INVALID')).toHaveLength(1);
    const winner = outcomes.find((o) => o !== 'RESET_TOKEN_INVALID')!;
    await expect(commerce.sessions.signIn(email, winner, origin)).resolves.toBeTruthy();
  });

  it('enforces the password rules on the new password', async () => {
    const error = await rejection(commerce.sessions.resetPassword('A'.repeat(43), 'password'));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({ newPassword: { key: 'passwordRules' } });
  });
});

describe('rate limits', () => {
  it('trips after repeated failed sign-ins to one account, even for the right password, and lifts', async () => {
    const email = uniqueEmail();
    await register(email);
    for (let i = 0; i < 3; i++) await rejection(commerce.sessions.signIn(email, 'Wrong-password-1', origin));
    const limited = await rejection(commerce.sessions.signIn(email, PASSWORD, origin));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.params.seconds).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(commerce.sessions.signIn(email, PASSWORD, origin)).resolves.toBeTruthy();
  });
});

describe('profile, email and password', () => {
  it('changes names and the newsletter, leaving absent fields alone', async () => {
    const { customer } = await register();
    const updated = await commerce.customer.updateProfile(customer.id, { firstName: 'Janet', isSubscribed: true });
    expect(updated).toMatchObject({ firstName: 'Janet', lastName: 'Doe', isSubscribed: true });
    expect((await commerce.customer.updateProfile(customer.id, { isSubscribed: false })).isSubscribed).toBe(false);
  });

  it('changes the email only with the current password and to a free address', async () => {
    const taken = uniqueEmail();
    await register(taken);
    const { customer } = await register();
    expect((await rejection(commerce.customer.changeEmail(customer.id, uniqueEmail(), 'Wrong-password-1'))).code).toBe(
      'INVALID_PASSWORD',
    );
    expect((await rejection(commerce.customer.changeEmail(customer.id, taken, PASSWORD))).code).toBe('EMAIL_TAKEN');
    const next = uniqueEmail();
    expect((await commerce.customer.changeEmail(customer.id, next, PASSWORD)).customer.email).toBe(next);
  });

  it('changes the password with the current one, revoking other sessions and issuing a new one', async () => {
    const email = uniqueEmail();
    const { customer, session } = await register(email);
    expect((await rejection(commerce.sessions.changePassword(customer.id, 'Wrong-password-1', 'Tandem2027'))).code).toBe(
      'INVALID_PASSWORD',
    );
    const next = await commerce.sessions.changePassword(customer.id, PASSWORD, 'Tandem2027');
    expect(await commerce.sessions.authenticate(session.accessToken)).toBeNull();
    expect(await commerce.sessions.authenticate(next.accessToken)).not.toBeNull();
    await expect(commerce.sessions.signIn(email, 'Tandem2027', origin)).resolves.toBeTruthy();
  });
});

const address = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  telephone: '+44 20 7946 0000',
  street: ['1 Chain Lane', ''],
  city: 'London',
  postcode: 'sw1a 1aa',
  countryCode: 'GB',
  ...overrides,
});

describe('address book', () => {
  it('creates, updates, defaults and deletes an address, normalising what it stores', async () => {
    const { customer } = await register();
    const created = await commerce.customer.createAddress(customer.id, address({ defaultShipping: true }));
    expect(created).toMatchObject({ postcode: 'SW1A 1AA', street: ['1 Chain Lane'], countryCode: 'GB' });
    expect((await commerce.customer.getCustomer(customer.id)).defaultShippingId).toBe(created.id);
    const updated = await commerce.customer.updateAddress(
      customer.id,
      created.id,
      address({ city: 'Berlin', postcode: '10115', countryCode: 'DE', defaultBilling: true }),
    );
    expect(updated).toMatchObject({ city: 'Berlin', postcode: '10115' });
    expect(await commerce.customer.getCustomer(customer.id)).toMatchObject({
      defaultShippingId: created.id,
      defaultBillingId: created.id,
    });
    await commerce.customer.deleteAddress(customer.id, created.id);
    expect(await commerce.customer.getCustomer(customer.id)).toMatchObject({ defaultShippingId: null, defaultBillingId: null });
    expect(await commerce.customer.addressesOf([customer.id])).toEqual([[]]);
  });

  it('validates postcodes per country and names each field', async () => {
    const { customer } = await register();
    const error = await rejection(
      commerce.customer.createAddress(
        customer.id,
        address({ postcode: '1234', countryCode: 'DE', city: '', telephone: 'call me' }),
      ),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({
      city: { key: 'required' },
      telephone: { key: 'invalidTelephone' },
      postcode: { key: 'invalidPostcode', params: { example: '10115' } },
    });
    const unknownCountry = await rejection(commerce.customer.createAddress(customer.id, address({ countryCode: 'XX' })));
    expect(unknownCountry.fields).toEqual({ country_code: { key: 'unknownCountry' } });
  });

  it("holds at most 50 addresses, even when adds race, and says so in the shopper's language", async () => {
    const { customer } = await register();
    for (let i = 0; i < MAX_ADDRESSES_PER_CUSTOMER - 3; i++) {
      await commerce.customer.createAddress(customer.id, address({ city: `Town ${i}` }));
    }
    // Five adds at once into the last three places: three go in, two are refused.
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        commerce.customer.createAddress(customer.id, address({ city: `Racer ${i}` })).then(
          () => 'OK',
          (error: CustomerError) => error.key,
        ),
      ),
    );
    expect(racing.filter((o) => o === 'OK')).toHaveLength(3);
    expect(racing.filter((o) => o === 'addressBookFull')).toHaveLength(2);
    const full = await rejection(commerce.customer.createAddress(customer.id, address({ defaultShipping: true })));
    expect(full).toMatchObject({ code: 'BAD_USER_INPUT', key: 'addressBookFull', params: { max: 50 }, fields: {} });
    expect(customerMessage(full.key, 'en-GB', full.params)).toBe('You can keep up to 50 addresses. Please delete one first.');
    expect(customerMessage(full.key, 'de-DE', full.params)).toBe(
      'Sie können bis zu 50 Adressen speichern. Bitte löschen Sie zuerst eine.',
    );
    const [book] = await commerce.customer.addressesOf([customer.id]);
    expect(book).toHaveLength(50);
    expect((await commerce.customer.getCustomer(customer.id)).defaultShippingId).toBeNull();
    // Updating one is still fine, and deleting one makes room again.
    await commerce.customer.updateAddress(customer.id, book![0]!.id, address({ city: 'Leeds' }));
    await commerce.customer.deleteAddress(customer.id, book![1]!.id);
    await expect(commerce.customer.createAddress(customer.id, address())).resolves.toMatchObject({ city: 'London' });
  });

  it("never lets customer A read, change or delete customer B's address", async () => {
    const a = await register();
    const b = await register();
    const bAddress = await commerce.customer.createAddress(b.customer.id, address());
    expect((await rejection(commerce.customer.updateAddress(a.customer.id, bAddress.id, address({ city: 'Hacked' })))).code).toBe(
      'NOT_FOUND',
    );
    expect((await rejection(commerce.customer.deleteAddress(a.customer.id, bAddress.id))).code).toBe('NOT_FOUND');
    expect(await commerce.customer.addressesOf([a.customer.id])).toEqual([[]]);
    expect((await commerce.customer.addressesOf([b.customer.id]))[0]).toEqual([expect.objectContaining({ city: 'London' })]);
  });
});

describe('orders', () => {
  it("lists a customer's own orders newest first and never another customer's", async () => {
    const a = await register();
    const b = await register();
    const base = {
      store: 'en-GB' as const,
      status: 'processing',
      currency: 'GBP',
      subtotal: 1999,
      shippingAmount: 0,
      grandTotal: 1999,
    };
    await commerce.orders.record({
      ...base,
      number: `A-${counter}-1`,
      customerId: a.customer.id,
      createdAt: new Date('2026-10-01'),
      items: [{ sku: 'RACE-1', name: 'Race bike', quantity: 1, price: 1999 }],
    });
    await commerce.orders.record({
      ...base,
      number: `A-${counter}-2`,
      customerId: a.customer.id,
      createdAt: new Date('2026-11-01'),
      items: [],
    });
    const bOrder = await commerce.orders.record({ ...base, number: `B-${counter}`, customerId: b.customer.id, items: [] });
    const page = await commerce.customer.orders(a.customer.id, { currentPage: 1, pageSize: 20 });
    expect(page.items.map((o) => o.number)).toEqual([`A-${counter}-2`, `A-${counter}-1`]);
    expect(page).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect(
      (await commerce.customer.orders(a.customer.id, { number: bOrder.number, currentPage: 1, pageSize: 20 })).items,
    ).toEqual([]);
    const items = await commerce.orders.itemsOf(page.items.map((o) => o.id));
    expect(items).toEqual([[], [expect.objectContaining({ sku: 'RACE-1', quantity: 1, price: 1999 })]]);
    expect((await rejection(commerce.customer.orders(a.customer.id, { currentPage: 0, pageSize: 500 }))).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('logs', () => {
  it('never contain a password or a raw token', async () => {
    const email = uniqueEmail();
    const { session } = await register(email);
    await commerce.sessions.requestPasswordReset(email, origin);
    await commerce.sessions.settled();
    const token = resetToken(newestMail('password-reset'));
    const all = logged.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(session.accessToken);
    expect(all).not.toContain(session.refreshToken);
    expect(all).not.toContain(token);
    expect(all).toContain('[mail] password-reset email to r***@example.com');
  });
});
