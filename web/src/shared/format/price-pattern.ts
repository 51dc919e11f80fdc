/**
 * How `Intl.NumberFormat` writes a locale's amounts of a currency, read off Intl's own output on the
 * server, so the browser can write a price the server did not (a finance teaser that arrives after
 * the page, a configurator total that changes) without making an Intl object: the first one a page
 * makes costs a phone 100+ ms of main thread while ICU's data loads (server-texts.ts says more).
 *
 * Only what Intl itself showed is used: the text before and after the number, the group and
 * decimal separators, and that groups of three start at four digits. A locale or currency whose
 * output has any other shape gets no pattern, and its prices are formatted by Intl as before.
 * `price-pattern.test.ts` holds the result to Intl's for the storefront's locales and every
 * currency it sells in.
 */
export type PricePattern = { prefix: string; suffix: string; group: string; decimal: string };

/** Amounts from here on are left to Intl (`toFixed` turns exponential at 1e21; long before, cents are not exact). */
const LARGEST = 1e15;

/** The pattern of positive amounts in `locale` and `currency`, from Intl's parts of two samples; null if it is not of the simple shape. */
export function readPricePattern(locale: string, currency: string): PricePattern | null {
  let parts: Intl.NumberFormatPart[];
  let short: Intl.NumberFormatPart[];
  try {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    parts = format.formatToParts(1234567.25);
    short = format.formatToParts(1234.25);
  } catch {
    return null;
  }
  const number = ['integer', 'group', 'integer', 'group', 'integer', 'decimal', 'fraction'];
  const start = parts.findIndex((part) => part.type === 'integer');
  const middle = parts.slice(start, start + number.length);
  if (start < 0 || middle.map((part) => part.type).join() !== number.join()) return null;
  const group = middle[1]?.value ?? '';
  const decimal = middle[5]?.value ?? '';
  if (middle.map((part) => part.value).join('|') !== `1|${group}|234|${group}|567|${decimal}|25`) return null;
  const outside = [...parts.slice(0, start), ...parts.slice(start + number.length)];
  if (!outside.every((part) => part.type === 'currency' || part.type === 'literal')) return null;
  const pattern: PricePattern = {
    prefix: parts
      .slice(0, start)
      .map((part) => part.value)
      .join(''),
    suffix: parts
      .slice(start + number.length)
      .map((part) => part.value)
      .join(''),
    group,
    decimal,
  };
  // Four digits are grouped too ("£1,234"), with the same text around them.
  return short.map((part) => part.value).join('') === writeAmount('1234.25', pattern) ? pattern : null;
}

function writeAmount(fixed: string, pattern: PricePattern): string {
  const [integer = '', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group);
  return `${pattern.prefix}${grouped}${fraction === undefined ? '' : `${pattern.decimal}${fraction}`}${pattern.suffix}`;
}

/**
 * `amount` rounded to `decimals` places as V8's Intl rounds it: the shortest decimal that reads back
 * as the number (what `String(amount)` writes: 1.005, not the binary 1.00499…), to the nearest, a
 * tie away from zero. `toFixed` rounds the binary value instead (1.005 → "1.00", Intl "1.01").
 * Null for what has no plain decimal form here (exponents: below 1e-6).
 */
function roundLikeIntl(amount: number, decimals: 0 | 2): string | null {
  const shortest = String(amount);
  if (!/^\d+(\.\d+)?$/.test(shortest)) return null;
  const [integer = '', fraction = ''] = shortest.split('.');
  const kept = BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const digits = String(fraction.charAt(decimals) >= '5' ? kept + 1n : kept).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * `amount` with 0 or 2 decimals as the pattern's Intl would write it, or null when it is not a
 * positive amount the pattern covers.
 */
export function formatWithPattern(amount: number, decimals: 0 | 2, pattern: PricePattern): string | null {
  if (!(amount >= 0 && amount < LARGEST) || Object.is(amount, -0)) return null;
  const fixed = roundLikeIntl(amount, decimals);
  return fixed === null ? null : writeAmount(fixed, pattern);
}

/**
 * A rate beside a price (an APR: 0 to 2 decimals, no grouping, under 1,000) written with the
 * price pattern's decimal separator, as Intl writes a plain number in the same locale ("9.9",
 * "9,9", "0"); null when it is not such a rate.
 */
export function formatRateWithPattern(rate: number, pattern: PricePattern): string | null {
  if (!(rate >= 0 && rate < 1000) || Object.is(rate, -0)) return null;
  const fixed = roundLikeIntl(rate, 2);
  if (fixed === null) return null;
  const [integer = '', fraction = ''] = fixed.split('.');
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${integer}${pattern.decimal}${kept}` : integer;
}

/** A pattern as it travels with the page's texts, and back (anything else reads as none). */
export const pricePatternText = (pattern: PricePattern | null): string => JSON.stringify(pattern);

export function parsePricePattern(text: string | undefined): PricePattern | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { prefix, suffix, group, decimal } = value as Record<string, unknown>;
    return typeof prefix === 'string' && typeof suffix === 'string' && typeof group === 'string' && typeof decimal === 'string'
      ? { prefix, suffix, group, decimal }
      : null;
  } catch {
    return null;
  }
}
