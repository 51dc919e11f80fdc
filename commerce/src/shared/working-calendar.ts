/**
 * The shop's working calendar: dispatch happens on UK working days (Monday to Friday, except the
 * bank holidays of England and Wales). Dates are calendar days in the shop's time zone, written
 * YYYY-MM-DD; an order placed after the cut-off counts from the next working day.
 */
export const SHOP_TIME_ZONE = 'Europe/London';

/** Orders placed before this hour (shop time) are picked that day. */
export const DISPATCH_CUTOFF_HOUR = 14;

/** Bank holidays in England and Wales (gov.uk/bank-holidays), including substitute days. */
export const UK_BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2025
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  // 2026 (Boxing Day falls on a Saturday: substitute Monday 28 December)
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  // 2027 (Christmas Day and Boxing Day fall on a weekend: substitutes 27 and 28 December)
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  // 2028 (New Year's Day falls on a Saturday: substitute Monday 3 January)
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
]);

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return isoDay(date);
};

/** Whether a calendar day (YYYY-MM-DD) is a working day: not a weekend, not a bank holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string> = UK_BANK_HOLIDAYS): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The shop's clock, built once (an Intl formatter costs far more to build than to use). */
const shopClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day and hour of a moment in the shop's time zone. */
export function shopClock(now: Date): { day: string; hour: number } {
  const parts = shopClockFormat.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * The day an order placed at `now` is dispatched when its items need `leadDays` working days: the
 * first working day on or after today (tomorrow after the cut-off) is day 0, and each lead day moves
 * one working day on.
 */
export function dispatchDate(now: Date, leadDays: number, holidays: ReadonlySet<string> = UK_BANK_HOLIDAYS): string {
  if (holidays !== UK_BANK_HOLIDAYS) return workOutDispatchDate(now, leadDays, holidays);
  // The shop's zone (GMT/BST) is a whole number of hours from UTC and changes on the hour, so its day
  // and hour, and with them the answer, are the same for a whole UTC hour: worked out once per hour.
  const key = `${Math.floor(now.getTime() / HOUR_MS)}:${leadDays}`;
  let day = dispatchDates.get(key);
  if (day === undefined) {
    day = workOutDispatchDate(now, leadDays, holidays);
    if (dispatchDates.size >= 64) dispatchDates.clear();
    dispatchDates.set(key, day);
  }
  return day;
}

const HOUR_MS = 3_600_000;
/** Dispatch dates of the last hours, by UTC hour and lead days. */
const dispatchDates = new Map<string, string>();

function workOutDispatchDate(now: Date, leadDays: number, holidays: ReadonlySet<string>): string {
  const clock = shopClock(now);
  let day = clock.hour >= DISPATCH_CUTOFF_HOUR ? addDays(clock.day, 1) : clock.day;
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  for (let left = Math.max(0, Math.floor(leadDays)); left > 0; left--) {
    day = addDays(day, 1);
    while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  }
  return day;
}

/** One shop-date formatter per locale, built when first needed. */
const shopDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of a moment in the shop's time zone, as the shop writes a date wherever it names
 * one (a quote's date and validity, an order's date): '15 Jun 2025', '15. Juni 2025'. A moment just
 * after midnight in London is that day, whatever the time zone of the server or the browser. The
 * web's `formatDate` writes the same text (web/src/shared/format/format.parity.test.ts).
 */
export function formatShopDate(moment: Date, locale: string): string {
  let format = shopDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
    shopDateFormats.set(locale, format);
  }
  return format.format(moment);
}

/** One dispatch-day formatter per locale, built when first needed. */
const dispatchDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A dispatch day (YYYY-MM-DD) as the shop writes it everywhere it names one (the cart's delivery
 * information, the order email, the order page, the configurator): the weekday, because dispatch
 * follows working days, and the year, because an order's date is read long after
 * ('Wednesday 16 December 2026', 'Mittwoch, 16. Dezember 2026'). The day is a calendar day, so it
 * is written as it is, whatever the time zone. The web's `formatDispatchDay` writes the same text
 * (web/src/shared/format/format.parity.test.ts). Anything but a calendar day is returned as it came.
 */
export function formatDispatchDay(day: string, locale: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return day;
  let format = dispatchDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dispatchDayFormats.set(locale, format);
  }
  return format.format(time);
}
