import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CART_MESSAGES } from './cart/cart.messages';
import { CONFIGURATOR_MESSAGES } from './catalogue/configurator.messages';
import { CHECKOUT_MESSAGES } from './checkout/checkout.messages';
import { customerMessage, type MessageKey } from './customer/customer.messages';

/**
 * The spec's shopper-facing messages (storefront-spec.md §1, §5, §8) are written both in the
 * commerce message tables (what the API answers) and in the web's locale files (what the
 * storefront renders itself). A shopper can read both copies of one message, so each pair must say
 * the same in both storefront languages. Each row is [commerce `module.key`, web `namespace:key`]
 * (the web key as passed to `t()`, the namespace being the locale file); placeholders are compared
 * after normalising i18next's `{{name}}` to the commerce tables' `{name}`.
 */
const WEB_COPIES: ReadonlyArray<readonly [commerce: string, web: string]> = [
  // 'Your cart is empty'
  ['cart.cartEmpty', 'cart:cart.empty'],
  ['cart.cartEmpty', 'checkout:checkout.empty'],
  ['checkout.cartEmpty', 'cart:cart.empty'],
  ['checkout.cartEmpty', 'checkout:checkout.empty'],
  // 'Currently sold out'
  ['cart.soldOut', 'product:product.stockMessage.soldOut'],
  ['cart.soldOut', 'catalogue:catalogue.productCard.soldOut'],
  ['cart.soldOut', 'configurator:configurator.option.soldOut'],
  ['configurator.soldOut', 'product:product.stockMessage.soldOut'],
  ['configurator.soldOut', 'catalogue:catalogue.productCard.soldOut'],
  ['configurator.soldOut', 'configurator:configurator.option.soldOut'],
  // 'Please note we can not ship this product to your selected country'
  ['cart.cannotShip', 'product:product.stockMessage.cannotShip'],
  ['configurator.cannotShip', 'product:product.stockMessage.cannotShip'],
  // 'Please select a size'
  ['cart.selectSize', 'product:product.sizeSelector.pleaseSelect'],
  ['cart.selectSize', 'product:product.sizeSelector.unknownSize'],
  ['configurator.selectSize', 'product:product.sizeSelector.pleaseSelect'],
  ['configurator.selectSize', 'product:product.sizeSelector.unknownSize'],
  // 'Sign in or create an account with us to complete your purchase'
  ['checkout.signInToCheckout', 'checkout:checkout.gate.message'],
  // 'Required Field'
  ['customer.required', 'auth:auth.errors.required'],
  ['customer.required', 'account:account.form.required'],
  ['customer.required', 'cart:cart.coupon.required'],
];

/** Spec messages written in more than one commerce table (no web copy of their own for some). */
const COMMERCE_COPIES: ReadonlyArray<readonly [string, string]> = [
  ['cart.oneBikePerCheckout', 'checkout.oneBikePerCheckout'],
  ['cart.cartEmpty', 'checkout.cartEmpty'],
  ['cart.soldOut', 'configurator.soldOut'],
  ['cart.cannotShip', 'configurator.cannotShip'],
  ['cart.selectSize', 'configurator.selectSize'],
];

/** The spec's wording, verbatim, of each commerce copy above (en-GB). */
const SPEC_EN_GB: Record<string, string> = {
  'cart.cartEmpty': 'Your cart is empty',
  'checkout.cartEmpty': 'Your cart is empty',
  'cart.soldOut': 'Currently sold out',
  'configurator.soldOut': 'Currently sold out',
  'cart.cannotShip': 'Please note we can not ship this product to your selected country',
  'configurator.cannotShip': 'Please note we can not ship this product to your selected country',
  'cart.selectSize': 'Please select a size',
  'configurator.selectSize': 'Please select a size',
  'checkout.signInToCheckout': 'Sign in or create an account with us to complete your purchase',
  'customer.required': 'Required Field',
  'cart.oneBikePerCheckout':
    'To ensure timely delivery and the best service, we limit orders to one bike per checkout. Thank you for your understanding.',
  'checkout.oneBikePerCheckout':
    'To ensure timely delivery and the best service, we limit orders to one bike per checkout. Thank you for your understanding.',
};

/** Spec messages only the web writes (en-GB, verbatim). */
const WEB_ONLY_EN_GB: Record<string, string> = {
  'cart:cart.bikeMissing': 'Bike is missing from cart',
  'product:product.stockMessage.outOfStock': 'Currently Out of Stock',
  'auth:auth.resetRequest.sent': 'Password reset email sent',
  'common:common.error.notFound': 'Page Not Found',
};

const LOCALES = ['en-GB', 'de-DE'] as const;
type Locale = (typeof LOCALES)[number];

const TABLES: Record<string, Record<Locale, Readonly<Record<string, string>>>> = {
  cart: CART_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  configurator: CONFIGURATOR_MESSAGES,
};

/** A commerce message's template (placeholders left as `{name}`). */
function commerceText(locale: Locale, ref: string): string {
  const [module, key] = ref.split('.') as [string, string];
  const text = module === 'customer' ? customerMessage(key as MessageKey, locale) : TABLES[module]?.[locale][key];
  if (typeof text !== 'string') throw new Error(`commerce has no message ${ref} in ${locale}`);
  return text;
}

const localesDir = path.join(__dirname, '../../../web/public/locales');
const localeFiles = new Map<string, unknown>();

/** A web locale text (`namespace:dotted.key`), its `{{name}}` placeholders written `{name}`. */
function webText(locale: Locale, ref: string): string {
  const [namespace, key] = ref.split(':') as [string, string];
  const file = path.join(localesDir, locale, `${namespace}.json`);
  if (!localeFiles.has(file)) localeFiles.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], localeFiles.get(file));
  if (typeof text !== 'string') throw new Error(`web/public/locales/${locale}/${namespace}.json has no text at ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');
}

describe.each(LOCALES)('spec messages written on both sides say the same (%s)', (locale) => {
  it.each(WEB_COPIES)('commerce %s = web %s', (commerce, web) => {
    expect(`${web}: ${webText(locale, web)}`).toBe(`${web}: ${commerceText(locale, commerce)}`);
  });

  it.each(COMMERCE_COPIES)('commerce %s = commerce %s', (a, b) => {
    expect(`${b}: ${commerceText(locale, b)}`).toBe(`${b}: ${commerceText(locale, a)}`);
  });
});

describe('the en-GB copies are the spec wording verbatim', () => {
  it.each(Object.entries(SPEC_EN_GB))('commerce %s', (ref, spec) => {
    expect(commerceText('en-GB', ref)).toBe(spec);
  });

  it.each(Object.entries(WEB_ONLY_EN_GB))('web %s', (ref, spec) => {
    expect(webText('en-GB', ref)).toBe(spec);
  });
});
