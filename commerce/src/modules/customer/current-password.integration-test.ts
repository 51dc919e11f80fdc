import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { PasswordHasher } from '../../shared/password-hasher';
import { CustomerError } from './customer.errors';
import { customerMessage } from './customer.messages';
import { DEFAULT_RATE_LIMITS } from './rate-limiter';
import type { RequestOrigin } from './customer.types';

/**
 * A signed-in customer's current password guards the password and the email (issue: a stolen
 * session must not become a stolen account). Wrong guesses are limited per customer, whichever
 * change they try; a changed email tells the old address and signs out every other session.
 * The limits are the shop's defaults; they count in Redis where one is configured.
 */
const PASSWORD = 'Velodrome2026';
const origin: RequestOrigin = { store: 'en-GB', clientIp: '203.0.113.20' };
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;
let outbox: string;
const originalLog = console.log;

beforeAll(async () => {
  console.log = () => undefined;
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-current-password-'));
  fresh = await openFreshDatabase({ prefix: 'cadence_current_password' });
  await fresh.database.migrate();
  commerce = createCommerce(fresh.database, {
    referenceTtlMs: 0,
    accounts: {
      outboxDir: outbox,
      // Limits count in Redis where one is configured (CI's PostgreSQL tier), shared with earlier runs
      // for their window: the per-address ones this test does not study are wide and short, so runs
      // from this address within the hour do not use them up. The per-customer limit it studies is
      // the shop's own (each run's customers are new).
      redisUrl: process.env.REDIS_URL,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        signInPerAddress: { points: 1000, durationSeconds: 60 },
        registerPerAddress: { points: 1000, durationSeconds: 60 },
        resetPerAddress: { points: 1000, durationSeconds: 60 },
      },
      mailLogLinks: false,
      session: { siteUrls: { 'en-GB': 'https://shop.example', 'de-DE': 'https://shop.example.de' } },
    },
  });
});

afterAll(async () => {
  console.log = originalLog;
  await commerce?.close();
  await fresh?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

let counter = 0;
const uniqueEmail = (name = 'rider') => `${name}${Date.now()}${++counter}@example.com`;
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

/** The mails of a kind in the outbox, oldest first, their quoted-printable text decoded. */
function mails(kind: string): string[] {
  return readdirSync(outbox)
    .filter((f) => f.includes(kind))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(outbox, f), 'latin1').replace(/=\r?\n/g, '');
      return Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    });
}

const resetToken = (mail: string) => /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] as string;

describe('wrong current passwords, per customer', () => {
  it('refuses a sixth wrong guess in 15 minutes before any hash, whichever change it tries, in both languages', async () => {
    expect(DEFAULT_RATE_LIMITS.passwordCheckPerCustomer).toEqual({ points: 5, durationSeconds: 15 * 60 });
    const { customer } = await register();
    const verify = jest.spyOn(PasswordHasher.prototype, 'verify');
    try {
      // Ten guesses at once (aliases of one request and another): five hashes, five refusals.
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2
            ? commerce.sessions.changePassword(customer.id, `Guess-${i}-x`, 'Tandem2027')
            : commerce.customer.changeEmail(customer.id, uniqueEmail(), `Guess-${i}-x`)
          ).then(
            () => 'CHANGED',
            (error: CustomerError) => error.code,
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'INVALID_PASSWORD')).toHaveLength(5);
      expect(outcomes.filter((o) => o === 'RATE_LIMITED')).toHaveLength(5);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
    // Even the right password waits the window out: a guesser learns nothing more.
    const limited = await rejection(commerce.sessions.changePassword(customer.id, PASSWORD, 'Tandem2027'));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.params.seconds).toBeGreaterThan(14 * 60);
    expect(customerMessage(limited.key, 'en-GB', limited.params)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(customerMessage(limited.key, 'de-DE', limited.params)).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    expect((await rejection(commerce.customer.changeEmail(customer.id, uniqueEmail(), PASSWORD))).code).toBe('RATE_LIMITED');
    // Another customer is not held back.
    const other = await register();
    await expect(commerce.sessions.changePassword(other.customer.id, PASSWORD, 'Tandem2027')).resolves.toBeTruthy();
  });

  it('forgets the wrong guesses once the right password is given, as sign-in does', async () => {
    const { customer } = await register();
    for (let i = 0; i < 4; i++) {
      expect((await rejection(commerce.sessions.changePassword(customer.id, `Guess-${i}-x`, 'Tandem2027'))).code).toBe(
        'INVALID_PASSWORD',
      );
    }
    await commerce.customer.changeEmail(customer.id, uniqueEmail(), PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect((await rejection(commerce.customer.changeEmail(customer.id, uniqueEmail(), `Guess-${i}-y`))).code).toBe(
        'INVALID_PASSWORD',
      );
    }
    expect((await rejection(commerce.customer.changeEmail(customer.id, uniqueEmail(), `Guess-6-y`))).code).toBe('RATE_LIMITED');
  });
});

describe('a changed email', () => {
  it('signs out every other session, keeps this client signed in and tells the old address in its language', async () => {
    const oldEmail = uniqueEmail();
    const { customer, session: here } = await register(oldEmail, 'de-DE');
    const { session: elsewhere } = await commerce.sessions.signIn(oldEmail, PASSWORD, origin);
    await commerce.sessions.requestPasswordReset(oldEmail, origin);
    await commerce.sessions.settled();
    const token = resetToken(mails('password-reset').at(-1)!);

    const newEmail = uniqueEmail('new');
    const changed = await commerce.customer.changeEmail(customer.id, newEmail, PASSWORD);
    expect(changed.customer.email).toBe(newEmail);
    expect(await commerce.sessions.authenticate(changed.session!.accessToken)).toMatchObject({ customerId: customer.id });
    expect(await commerce.sessions.authenticate(here.accessToken)).toBeNull();
    expect(await commerce.sessions.authenticate(elsewhere.accessToken)).toBeNull();
    expect((await rejection(commerce.sessions.renew(elsewhere.refreshToken))).code).toBe('UNAUTHENTICATED');
    // A reset link sent to the old address no longer works.
    expect((await rejection(commerce.sessions.resetPassword(token, 'NewSaddle2027'))).code).toBe('RESET_TOKEN_INVALID');

    await commerce.sessions.settled();
    const notices = mails('email-changed').filter((mail) => mail.includes(`To: ${oldEmail}`));
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice).toContain(
      'die E-Mail-Adresse Ihres Cadence Cycles-Kontos wurde soeben in n***@example.com geändert. Alle anderen Geräte wurden dabei abgemeldet.',
    );
    expect(notice).toContain('https://shop.example.de/contact/');
    expect(notice).not.toContain(newEmail);
  });

  it('writes the notice in English for a customer of the English storefront', async () => {
    const oldEmail = uniqueEmail();
    const { customer } = await register(oldEmail);
    const before = mails('email-changed').length;
    await commerce.customer.changeEmail(customer.id, uniqueEmail('new'), PASSWORD);
    await commerce.sessions.settled();
    const notice = mails('email-changed').find((mail) => mail.includes(`To: ${oldEmail}`))!;
    expect(mails('email-changed')).toHaveLength(before + 1);
    expect(notice).toContain(
      'The email address of your Cadence Cycles account has just been changed to n***@example.com. Every other device has been signed out.',
    );
    expect(notice).toContain("If this wasn't you, please contact our customer service straight away.");
    expect(notice).toContain('https://shop.example/contact/');
  });

  it('the same address in other letters is no change: nothing revoked, nobody told', async () => {
    const email = uniqueEmail();
    const { customer, session } = await register(email);
    const before = mails('email-changed').length;
    const changed = await commerce.customer.changeEmail(customer.id, email.toUpperCase(), PASSWORD);
    expect(changed.session).toBeNull();
    expect(await commerce.sessions.authenticate(session.accessToken)).not.toBeNull();
    await commerce.sessions.settled();
    expect(mails('email-changed')).toHaveLength(before);
  });
});

describe('a changed password', () => {
  it('signs out every other session and keeps this client signed in with a new one', async () => {
    const email = uniqueEmail();
    const { customer, session: here } = await register(email);
    const { session: elsewhere } = await commerce.sessions.signIn(email, PASSWORD, origin);
    const next = await commerce.sessions.changePassword(customer.id, PASSWORD, 'Tandem2027');
    expect(await commerce.sessions.authenticate(here.accessToken)).toBeNull();
    expect(await commerce.sessions.authenticate(elsewhere.accessToken)).toBeNull();
    expect((await rejection(commerce.sessions.renew(elsewhere.refreshToken))).code).toBe('UNAUTHENTICATED');
    expect(await commerce.sessions.authenticate(next.accessToken)).toMatchObject({ customerId: customer.id });
  });
});
