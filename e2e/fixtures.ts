import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3400}`;

/** The consent banner's cookie value once a shopper has decided (necessary cookies only). */
export const REJECTED_CONSENT = encodeURIComponent(JSON.stringify({ analytics: false, marketing: false }));

/**
 * Records a consent decision so the fixed consent banner does not sit over the page under test.
 * Journeys about the banner itself use the plain context instead.
 */
export async function decideConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: REJECTED_CONSENT, url: BASE_URL, sameSite: 'Lax' }]);
}

type Options = { consentDecided: boolean };

/** `test` with the consent decided up front (opt out with `test.use({ consentDecided: false })`). */
export const test = base.extend<Options>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, use) => {
    if (consentDecided) await decideConsent(context);
    await use(context);
  },
});

/** The value of a cookie in the browser context, decoded, or undefined when it is not set. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie === undefined ? undefined : decodeURIComponent(cookie.value);
}

/**
 * Waits until React has hydrated the server-rendered page, so a click is handled by the app rather
 * than lost on inert HTML. Next records the 'Next.js-hydration' measure (its documented custom
 * web-vitals metric) on the performance timeline once hydration has finished.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration', 'measure').length > 0, undefined, {
    timeout: 15_000,
  });
}

/** page.goto, then wait for hydration; returns the document response. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/**
 * The newest email of a kind (its outbox file name says the kind: password-reset,
 * cycle-to-work-quote…) to `email` in the gateway's outbox (the e2e run's DATA_DIR) for which
 * `found` answers something. Mail goes out after the request has answered, so this waits for it.
 * Quoted-printable soft line breaks and '=' are undone before `found` reads the mail.
 */
export async function mailTo<T>(email: string, kind: string, found: (mail: string) => T | undefined): Promise<T> {
  const outbox = path.join(process.env.CADENCE_E2E_DATA_DIR ?? '', 'mail');
  let answer: T | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.includes(kind)) : [];
        for (const name of files.sort().reverse()) {
          const mail = fs
            .readFileSync(path.join(outbox, name), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!mail.includes(`To: ${email}`)) continue;
          answer = found(mail);
          if (answer !== undefined) return true;
        }
        return false;
      },
      { timeout: 15_000, message: `a ${kind} email to ${email} in ${outbox}` },
    )
    .toBe(true);
  return answer as T;
}

/** The link of the newest password-reset email to `email`. */
export async function passwordResetLink(email: string): Promise<URL> {
  const link = await mailTo(
    email,
    'password-reset',
    (mail) => /https?:\/\/\S+\/auth\/reset-password\/\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0],
  );
  return new URL(link);
}

/** Fills in the registration form (/auth/register/) as a shopper types it, and sends it. */
export async function register(page: Page, account: { first: string; last: string; email: string; password: string }) {
  await page.getByLabel('First name').fill(account.first);
  await page.getByLabel('Last name').fill(account.last);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export { expect };
