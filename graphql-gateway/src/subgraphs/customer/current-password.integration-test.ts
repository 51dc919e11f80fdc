import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCommerce, type Commerce } from '@cadence/commerce/commerce';
import { DEFAULT_RATE_LIMITS } from '@cadence/commerce/modules/customer/rate-limiter';
import { openTestDatabase, startTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { Shopper as BaseShopper } from '../../test-support/shopper';

/**
 * The current password over HTTP: changing the email renews this browser's session and signs out
 * every other one, and wrong current passwords are limited per customer (429 with Retry-After).
 */
const PASSWORD = 'Velodrome2026';
let gateway: TestGateway;
let commerce: Commerce;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let outbox: string;

beforeAll(async () => {
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-gw-current-password-'));
  database = await openTestDatabase();
  commerce = createCommerce(database.database, {
    referenceTtlMs: 0,
    accounts: {
      outboxDir: outbox,
      // Limits count in Redis where one is configured (CI's PostgreSQL tier), shared with earlier runs
      // for their window: the per-address ones this test does not study are wide and short, so runs
      // from the same address within the hour do not use them up. The per-customer limit it studies
      // is the shop's own (each run's customers are new).
      redisUrl: process.env.REDIS_URL,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        signInPerAddress: { points: 1000, durationSeconds: 60 },
        registerPerAddress: { points: 1000, durationSeconds: 60 },
        resetPerAddress: { points: 1000, durationSeconds: 60 },
      },
    },
  });
  gateway = await startTestGateway({ cookieSecure: false }, commerce);
});

afterAll(async () => {
  await gateway?.close();
  await commerce?.close();
  await database?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

class Shopper extends BaseShopper {
  constructor(store: 'en-GB' | 'de-DE' = 'en-GB') {
    super(() => gateway.url, store);
  }
}

let counter = 0;
const uniqueEmail = () => `gwpw${Date.now()}${++counter}@example.com`;
const REGISTER = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
const SIGN_IN =
  'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { expires_at } }';
const CUSTOMER = '{ customer { email } }';
const CHANGE_EMAIL =
  'mutation($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }';
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;

async function registered(email: string, store: 'en-GB' | 'de-DE' = 'en-GB'): Promise<Shopper> {
  const shopper = new Shopper(store);
  const { body } = await shopper.call(REGISTER, { input: { firstname: 'Jane', lastname: 'Doe', email, password: PASSWORD } });
  expect(body.errors).toBeUndefined();
  return shopper;
}

describe('the current password over HTTP', () => {
  it('changing the email keeps this browser signed in with a new session and signs out every other one', async () => {
    const email = uniqueEmail();
    const here = await registered(email);
    const elsewhere = new Shopper();
    expect((await elsewhere.call(SIGN_IN, { email, password: PASSWORD })).body.errors).toBeUndefined();
    const token = here.jar.get('customer_token');

    const next = uniqueEmail();
    const changed = await here.call<{ updateCustomerEmail: { customer: { email: string } } }>(CHANGE_EMAIL, {
      email: next,
      password: PASSWORD,
    });
    expect(changed.body.data?.updateCustomerEmail.customer.email).toBe(next);
    expect(here.jar.get('customer_token')).not.toBe(token);
    expect((await here.call<{ customer: { email: string } }>(CUSTOMER)).body.data?.customer.email).toBe(next);
    expect((await elsewhere.call(CUSTOMER)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a sixth wrong current password with 429, Retry-After and the wait in the shopper’s language', async () => {
    const shopper = await registered(uniqueEmail(), 'de-DE');
    const outcomes: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong =
        i % 2
          ? await shopper.call(CHANGE_PASSWORD, { current: `Guess-${i}-x`, next: 'Tandem2027' })
          : await shopper.call(CHANGE_EMAIL, { email: uniqueEmail(), password: `Guess-${i}-x` });
      outcomes.push(wrong.body.errors?.[0]?.extensions?.code);
    }
    expect(outcomes).toEqual(Array(5).fill('INVALID_PASSWORD'));
    const limited = await shopper.call(CHANGE_EMAIL, { email: uniqueEmail(), password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(limited.body.errors?.[0]).toMatchObject({
      message: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});
