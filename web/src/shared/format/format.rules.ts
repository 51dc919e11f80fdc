const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a price for a locale and currency (spec §9): whole amounts without decimals, others with
 * two; two can be forced. Throws 'Invalid locale or currency' (spec §8) when either is missing or
 * not understood.
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
  return formatter.format(amount);
}

/**
 * Makes the browser load its number-formatting data now. The first `Intl.NumberFormat` of a page
 * costs 15–30 ms in Chromium on a fast machine (every later one, any locale or currency, well under
 * 1 ms); without this it is paid inside hydration's first task, by the first price. Scheduled in a
 * task of its own by the modules that show prices as the page hydrates (number-format-data.ts).
 */
export function loadNumberFormatData(locale: string): void {
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
  } catch {
    // An unknown locale: formatPrice will say so when a price is shown.
  }
}

/** Read-more truncation (spec §9): at most `limit` characters (250 by default), cut at a word, with an ellipsis. */
export function truncateText(text: string, limit = 250): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return { text: `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`, truncated: true };
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in the shopper's locale ("14 Jan 2025", "14. Jan. 2025"). The time zone is
 * fixed to UTC so the server and the browser render the same text; an unreadable date is returned
 * as it came rather than as "Invalid Date".
 */
export function formatDate(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dateFormatters.set(locale, formatter);
  }
  return formatter.format(time);
}
