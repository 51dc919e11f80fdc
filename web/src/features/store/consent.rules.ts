import { serialiseCookie, SHOP_COOKIES } from '@cadence/server-kit/cookies';

export type Consent = { analytics: boolean; marketing: boolean };

/** The consent cookie (365 days) recording the shopper's decision, with the shop's attributes. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return serialiseCookie(SHOP_COOKIES.consent, JSON.stringify(consent), { secure });
}

/** Reads the consent cookie's value; anything unreadable counts as no decision yet. */
export function parseConsent(raw: string | undefined | null): Consent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Consent>;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { analytics: value.analytics, marketing: value.marketing };
  } catch {
    return null;
  }
}

/** The banner shows only to visitors off the store networks who have not decided yet (spec §4, §6). */
export function shouldShowConsentBanner(isStoreIp: boolean, consent: Consent | null): boolean {
  return !isStoreIp && consent === null;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
