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

export { expect };
