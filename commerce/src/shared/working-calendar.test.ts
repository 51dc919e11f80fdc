import { dispatchDate, formatDispatchDay, isWorkingDay, shopClock, UK_BANK_HOLIDAYS } from './working-calendar';

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
