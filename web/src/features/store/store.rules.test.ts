import { consentCookie, parseConsent, shouldShowConsentBanner } from './consent.rules';
import { affiliateId, localeCookie, locationCookies, siteForEnvironment } from './store.rules';

describe('siteForEnvironment (spec §4)', () => {
  it('gives the UK site for a missing or unknown cookie', () => {
    expect(siteForEnvironment(undefined, 'production')).toEqual({ site: 'uk', locale: 'en-GB' });
    expect(siteForEnvironment('fr_fr_fr', 'production').site).toBe('uk');
    expect(siteForEnvironment('default', 'staging').site).toBe('uk');
  });
  it('gives the German site for de_de_de in production or staging only', () => {
    expect(siteForEnvironment('de_de_de', 'production')).toEqual({ site: 'de', locale: 'de-DE' });
    expect(siteForEnvironment('de_de_de', 'staging').site).toBe('de');
    expect(siteForEnvironment('de_de_de', 'local').site).toBe('uk');
  });
});

describe('affiliateId', () => {
  it('reads the first parameter whose name contains awc', () => {
    expect(affiliateId(new URLSearchParams('utm=1&awc=123_abc'))).toBe('123_abc');
    expect(affiliateId(new URLSearchParams('sv_awc=9'))).toBe('9');
    expect(affiliateId(new URLSearchParams('q=1'))).toBeNull();
  });
});

describe('locationCookies', () => {
  it('writes location, partner location and currency with the configured lifetime', () => {
    const cookies = locationCookies({ code: 'DE', currency: 'EUR' }, { time: 30, unit: 'days' }, true);
    expect(cookies).toEqual([
      'location=DE; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
      'esw.location=%7B%22country%22%3A%7B%22iso_code%22%3A%22DE%22%7D%7D; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
      'esw.currency=EUR; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
    ]);
    expect(locationCookies({ code: 'DE', currency: 'EUR' }, { time: 30, unit: 'days' }, false)[0]).toBe(
      'location=DE; Max-Age=2592000; Path=/; SameSite=Lax',
    );
  });
  it('refuses an unsupported unit', () => {
    expect(() => locationCookies({ code: 'DE', currency: 'EUR' }, { time: 1, unit: 'weeks' }, false)).toThrow(
      'Unsupported time unit',
    );
  });
});

describe('consent', () => {
  it('shows the banner only off store networks and before a decision', () => {
    expect(shouldShowConsentBanner(false, null)).toBe(true);
    expect(shouldShowConsentBanner(true, null)).toBe(false);
    expect(shouldShowConsentBanner(false, { analytics: false, marketing: false })).toBe(false);
  });
  it('reads only well-formed consent values', () => {
    expect(parseConsent(encodeURIComponent('{"analytics":true,"marketing":false}'))).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(parseConsent('garbage')).toBeNull();
    expect(parseConsent('{"analytics":"yes"}')).toBeNull();
  });
  it('records the decision for 365 days, readable by the page, and reads it back', () => {
    const cookie = consentCookie({ analytics: true, marketing: false }, true);
    expect(cookie).toBe(
      'cookie_consent=%7B%22analytics%22%3Atrue%2C%22marketing%22%3Afalse%7D; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
    expect(parseConsent(cookie.split(';')[0]!.split('=')[1])).toEqual({ analytics: true, marketing: false });
  });
});

describe('localeCookie', () => {
  it('remembers the language for 365 days', () => {
    expect(localeCookie('de-DE', false)).toBe('NEXT_LOCALE=de-DE; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
