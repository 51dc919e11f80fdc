import { pricePattern } from './format.rules';
import { formatRateWithPattern } from './price-pattern';
import { intlText } from './server-texts';

/**
 * Plain numbers (measurements, percentages) in the shopper's locale: apart from format.rules.ts (prices,
 * dates), which every listing loads up front, because only a few parts of a few pages show them.
 */

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A plain number in the shopper's locale ("1,234.5", "1.234,5"), with at least `minFractionDigits`
 * and at most `maxFractionDigits` decimals. One formatter per locale and digits is kept: building one
 * costs a phone a few milliseconds (tables of measurements format dozens of numbers per render).
 */
export function formatNumber(value: number, locale: string, minFractionDigits = 0, maxFractionDigits = 3): string {
  const key = `${locale}|${minFractionDigits}|${maxFractionDigits}`;
  return intlText(`number|${key}|${value}`, () => {
    let formatter = numberFormatters.get(key);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: minFractionDigits,
        maximumFractionDigits: maxFractionDigits,
      });
      numberFormatters.set(key, formatter);
    }
    return formatter.format(value);
  });
}

/**
 * The number of a percentage in the shopper's locale, with up to two decimals ("9.9", "9,9";
 * "9.48", "9,48"; "0"): APRs, interest rates, deposits, tax bands, savings. The one rule for every
 * percentage the shop shows; the sign and its spacing are the translation's ("{{apr}}%" in
 * en-GB, "{{apr}} %" in de-DE), so a raw number ("9.9") never reaches a German sentence.
 */
export function formatPercent(value: number, locale: string): string {
  return formatNumber(value, locale, 0, 2);
}

/**
 * A rate shown beside a price of `currency` (a finance teaser's APR), as formatPercent writes it; in
 * the browser with the page's price pattern when it came with one, so a teaser that arrives after the
 * page makes no Intl object (server-texts.ts says why that matters).
 */
export function formatRate(rate: number, locale: string, currency: string): string {
  const pattern = pricePattern(locale, currency);
  return (pattern && formatRateWithPattern(rate, pattern)) ?? formatPercent(rate, locale);
}
