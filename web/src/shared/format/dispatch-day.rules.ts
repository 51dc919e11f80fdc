import { intlText } from './server-texts';

/*
 * Kept apart from format.rules (prices, dates) so that the pages that name no dispatch day (listings,
 * product pages) do not load it.
 */

const dispatchDayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A dispatch day (YYYY-MM-DD) as the shop writes it wherever it names one (the cart summary, the
 * order page, the configurator; the cart's delivery text and the order email come from the server
 * in the same words): the weekday, because dispatch follows working days, and the year, because an
 * order is read long after ('Wednesday, 16 December 2026', 'Mittwoch, 16. Dezember 2026'). The
 * same text as commerce's `formatDispatchDay` (format.parity.test.ts). A calendar day is written
 * as it is, whatever the time zone; anything else is returned as it came.
 */
export function formatDispatchDay(day: string, locale: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return day;
  return intlText(`dispatch-day|${locale}|${day}`, () => {
    let formatter = dispatchDayFormatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      dispatchDayFormatters.set(locale, formatter);
    }
    return formatter.format(time);
  });
}
