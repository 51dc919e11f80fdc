import type { StoreCode } from '@cadence/server-kit/storefronts';
import { cartMessage, type CartMessageKey } from './cart/cart.messages';
import { checkoutMessage } from './checkout/checkout.messages';
import { customerMessage } from './customer/customer.messages';
import { quoteProblemMessage } from './finance/cycle-to-work.messages';

/**
 * Every "please try again in N minutes" message, whichever module answers it, says "1 minute" /
 * "1 Minute" for a one-minute wait and the plural otherwise, in both storefront languages.
 */
const FAMILIES: Record<string, (locale: StoreCode, minutes: number) => string> = {
  'customer rateLimited': (locale, minutes) => customerMessage('rateLimited', locale, { minutes, seconds: minutes * 60 }),
  ...Object.fromEntries(
    (['tooManyCarts', 'tooManyCouponAttempts'] satisfies CartMessageKey[]).map((key) => [
      `cart ${key}`,
      (locale: StoreCode, minutes: number) => cartMessage(locale, key, { minutes, seconds: minutes * 60 }),
    ]),
  ),
  'checkout financeTooManyFromNetwork': (locale, minutes) =>
    checkoutMessage(locale, 'financeTooManyFromNetwork', { minutes, seconds: minutes * 60 }),
  'cycle-to-work RATE_LIMITED': (locale, minutes) =>
    quoteProblemMessage({ code: 'RATE_LIMITED', field: null, params: { minutes, seconds: minutes * 60 } }, locale),
};

const EXPECTED = {
  'customer rateLimited': {
    'en-GB': 'Too many attempts. Please try again in {wait}.',
    'de-DE': 'Zu viele Versuche. Bitte versuchen Sie es in {wait} erneut.',
  },
  'cart tooManyCarts': {
    'en-GB': 'Too many new carts have been started from your network. Please try again in {wait}.',
    'de-DE': 'Aus Ihrem Netzwerk wurden zu viele neue Warenkörbe angelegt. Bitte versuchen Sie es in {wait} erneut.',
  },
  'cart tooManyCouponAttempts': {
    'en-GB': 'Too many coupon codes have been tried. Please try again in {wait}.',
    'de-DE': 'Es wurden zu viele Gutscheincodes ausprobiert. Bitte versuchen Sie es in {wait} erneut.',
  },
  'checkout financeTooManyFromNetwork': {
    'en-GB':
      'Too many orders paid by finance have been placed from your network. Please try again in {wait}, or pay another way.',
    'de-DE':
      'Aus Ihrem Netzwerk wurden zu viele Bestellungen mit Finanzierung aufgegeben. Bitte versuchen Sie es in {wait} erneut, oder zahlen Sie anders.',
  },
  'cycle-to-work RATE_LIMITED': {
    'en-GB': 'You have requested a lot of quotes. Please try again in {wait}.',
    'de-DE': 'Sie haben viele Angebote angefordert. Bitte versuchen Sie es in {wait} erneut.',
  },
} as const;

const WAITS = [
  ['en-GB', 1, '1 minute'],
  ['en-GB', 2, '2 minutes'],
  ['en-GB', 60, '60 minutes'],
  ['de-DE', 1, '1 Minute'],
  ['de-DE', 2, '2 Minuten'],
  ['de-DE', 60, '60 Minuten'],
] as const;

describe.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])('%s', (family) => {
  it.each(WAITS)('%s, %i: "%s"', (locale, minutes, wait) => {
    expect(FAMILIES[family]!(locale, minutes)).toBe(EXPECTED[family][locale].replace('{wait}', wait));
  });
});
