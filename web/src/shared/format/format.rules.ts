import { formatWithPattern, parsePricePattern, pricePatternText, readPricePattern, type PricePattern } from './price-pattern';
import { intlText, pageText, recordServerText } from './server-texts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a price for a locale and currency (spec §9): whole amounts without decimals, others with
 * two; two can be forced. Throws 'Invalid locale or currency' (spec §8) when either is missing or
 * not understood. The browser's first render reads the text the server made (server-texts.ts).
 */
export function formatPrice(
  amount: number,
  locale: string | null | undefined,
  currency: string | null | undefined,
  forceDecimals = false,
): string {
  if (!locale || !currency || !Number.isFinite(amount)) throw new Error('Invalid locale or currency');
  const whole = Number.isInteger(amount) && !forceDecimals;
  const key = `${locale}|${currency}|${whole}`;
  return intlText(`price|${key}|${amount}`, () => {
    const pattern = pricePattern(locale, currency);
    return (
      (pattern && formatWithPattern(amount, whole ? 0 : 2, pattern)) ??
      priceFormatter(key, locale, currency, whole).format(amount)
    );
  });
}

/** On the server each pattern's text, by key, read off Intl once; in the browser each text's pattern. */
const patternTexts = new Map<string, string>();
const patterns = new Map<string, PricePattern | null>();

/**
 * How Intl writes the locale's amounts of the currency (price-pattern.ts), asked only for a price
 * the page did not come with: on the server recorded for the page (the server formats with Intl
 * itself), in the browser the page's, if it came with one (else the browser's Intl formats).
 */
export function pricePattern(locale: string, currency: string): PricePattern | null {
  const key = `price-pattern|${locale}|${currency}`;
  if (typeof window === 'undefined') {
    let text = patternTexts.get(key);
    if (text === undefined) patternTexts.set(key, (text = pricePatternText(readPricePattern(locale, currency))));
    recordServerText(key, text);
    return null;
  }
  const text = pageText(key);
  if (!text) return null;
  if (!patterns.has(text)) patterns.set(text, parsePricePattern(text));
  return patterns.get(text) ?? null;
}

/** One currency formatter per locale, currency and decimals, built when first needed. */
function priceFormatter(key: string, locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      });
    } catch {
      throw new Error('Invalid locale or currency');
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Read-more truncation (spec §9): at most `limit` characters (250 by default), cut at a word, with an ellipsis. */
export function truncateText(text: string, limit = 250): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return { text: `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`, truncated: true };
}

/**
 * The shop's time zone: a moment is dated by the shop's calendar day (commerce's SHOP_TIME_ZONE,
 * held to it by format.parity.test.ts).
 */
export const SHOP_TIME_ZONE = 'Europe/London';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of a moment (ISO 8601) in the shop's time zone, in the shopper's locale ("14
 * Jan 2025", "14. Jan. 2025"): an order, a quote or a collection placed at 00:30 in London is of
 * that day, as the shop's emails say, and the server and every browser render the same text,
 * whatever their own time zone. The same text as commerce's `formatShopDate` (format.parity.test.ts).
 * A calendar day (YYYY-MM-DD, read as its midnight UTC) is that day in London; an unreadable date
 * is returned as it came rather than as "Invalid Date".
 */
export function formatDate(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return intlText(`date|${locale}|${time}`, () => {
    let formatter = dateFormatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      });
      dateFormatters.set(locale, formatter);
    }
    return formatter.format(time);
  });
}
