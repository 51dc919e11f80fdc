import {
  dispatchDate,
  formatDispatchDay,
  formatShopDate,
  isWorkingDay,
  shopClock,
  SHOP_TIME_ZONE,
  UK_BANK_HOLIDAYS,
} from './working-calendar';

describe('working calendar', () => {
  it('skips weekends and UK bank holidays', () => {
    expect(isWorkingDay('2026-11-25')).toBe(true); // Wednesday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas Day
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day substitute
  });
  it('reads the day and hour in London (BST in summer)', () => {
    expect(shopClock(new Date('2026-07-01T13:30:00Z'))).toEqual({ day: '2026-07-01', hour: 14 });
    expect(shopClock(new Date('2026-11-25T23:30:00Z'))).toEqual({ day: '2026-11-25', hour: 23 });
  });
});

describe('dispatchDate', () => {
  it('dispatches fast items the next working day when ordered before the cut-off', () => {
    expect(dispatchDate(new Date('2026-11-25T10:00:00Z'), 1)).toBe('2026-11-26');
  });
  it('counts from the next working day after the 14:00 cut-off', () => {
    expect(dispatchDate(new Date('2026-11-25T15:00:00Z'), 1)).toBe('2026-11-27');
  });
  it('skips the weekend', () => {
    expect(dispatchDate(new Date('2026-11-27T10:00:00Z'), 1)).toBe('2026-11-30'); // Friday → Monday
    expect(dispatchDate(new Date('2026-11-28T10:00:00Z'), 0)).toBe('2026-11-30'); // Saturday → Monday
  });
  it('skips Christmas, Boxing Day (substitute) and New Year', () => {
    // Thursday 24 December 2026, 3 working days: 29, 30, 31 December.
    expect(dispatchDate(new Date('2026-12-24T09:00:00Z'), 3)).toBe('2026-12-31');
    expect(dispatchDate(new Date('2026-12-24T09:00:00Z'), 4)).toBe('2027-01-04');
  });
  it('counts ten working days for a bike built to order', () => {
    expect(dispatchDate(new Date('2026-11-25T10:00:00Z'), 10)).toBe('2026-12-09');
  });

  it('answers the same when remembered per hour as when worked out, through both clock changes and every cut-off', () => {
    // A copy of the holidays is not the default set: those calls are always worked out afresh.
    const fresh = new Set(UK_BANK_HOLIDAYS);
    const starts = ['2026-03-27T00:00:00Z', '2026-10-23T00:00:00Z', '2026-12-23T00:00:00Z'];
    for (const start of starts) {
      for (let minutes = 0; minutes < 4 * 24 * 60; minutes += 15) {
        const now = new Date(Date.parse(start) + minutes * 60_000);
        for (const lead of [0, 1, 5])
          expect([now.toISOString(), lead, dispatchDate(now, lead)]).toEqual([
            now.toISOString(),
            lead,
            dispatchDate(now, lead, fresh),
          ]);
      }
    }
  });
});

describe('formatDispatchDay', () => {
  it('writes a dispatch day with its weekday and year in each storefront’s words, whatever the time zone', () => {
    expect(formatDispatchDay('2026-12-16', 'en-GB')).toBe('Wednesday, 16 December 2026');
    expect(formatDispatchDay('2026-12-16', 'de-DE')).toBe('Mittwoch, 16. Dezember 2026');
    expect(formatDispatchDay('2027-01-04', 'en-GB')).toBe('Monday, 4 January 2027');
  });
  it('returns what is not a calendar day as it came', () => {
    expect(formatDispatchDay('soon', 'en-GB')).toBe('soon');
    expect(formatDispatchDay('2026-13-45', 'en-GB')).toBe('2026-13-45');
  });
});

describe('formatShopDate', () => {
  it('writes the calendar day of a moment in London (BST in summer), in each storefront’s words', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/London');
    // 23:30 UTC in June is 00:30 the next day in London.
    expect(formatShopDate(new Date('2025-06-14T23:30:00Z'), 'en-GB')).toBe('15 Jun 2025');
    expect(formatShopDate(new Date('2025-06-14T23:30:00Z'), 'de-DE')).toBe('15. Juni 2025');
    expect(formatShopDate(new Date('2025-06-14T22:59:59.999Z'), 'en-GB')).toBe('14 Jun 2025');
    // In winter London is on UTC.
    expect(formatShopDate(new Date('2026-01-14T23:30:00Z'), 'en-GB')).toBe('14 Jan 2026');
    expect(formatShopDate(new Date('2026-03-14T23:30:00Z'), 'de-DE')).toBe('14. März 2026');
  });
  it('changes day at midnight in London on the days the clocks change', () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.
    expect(formatShopDate(new Date('2026-03-28T23:59:59Z'), 'en-GB')).toBe('28 Mar 2026');
    expect(formatShopDate(new Date('2026-03-29T23:30:00Z'), 'en-GB')).toBe('30 Mar 2026');
    expect(formatShopDate(new Date('2026-10-24T23:30:00Z'), 'en-GB')).toBe('25 Oct 2026');
    expect(formatShopDate(new Date('2026-10-25T23:30:00Z'), 'en-GB')).toBe('25 Oct 2026');
  });
});
