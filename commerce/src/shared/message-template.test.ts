import { fillMessage } from './message-template';

describe('fillMessage', () => {
  it('fills {name} with the param as is, or as the format renders it', () => {
    expect(fillMessage('Up to {max} of "{code}".', 'en-GB', { max: 5, code: 'X1' })).toBe('Up to 5 of "X1".');
    const money = (name: string, value: string | number) => (name === 'amount' ? `£${value}` : undefined);
    expect(fillMessage('{amount} for {max}', 'en-GB', { amount: 3, max: 2 }, money)).toBe('£3 for 2');
  });

  it('counts {name:unit} in the singular for one and the plural otherwise, in both languages', () => {
    const wait = (locale: string, minutes: number) => fillMessage('in {minutes:minute}', locale, { minutes });
    expect([1, 2, 15].map((n) => wait('en-GB', n))).toEqual(['in 1 minute', 'in 2 minutes', 'in 15 minutes']);
    expect([1, 2, 15].map((n) => wait('de-DE', n))).toEqual(['in 1 Minute', 'in 2 Minuten', 'in 15 Minuten']);
    expect(fillMessage('{n:hour}, {n:day}, {n:second}', 'en-GB', { n: 1 })).toBe('1 hour, 1 day, 1 second');
  });

  it('leaves a placeholder without its param, or with an unknown unit, as written', () => {
    expect(fillMessage('in {minutes:minute} ({id})', 'en-GB', {})).toBe('in {minutes:minute} ({id})');
    expect(fillMessage('{n:parsec}', 'en-GB', { n: 2 })).toBe('{n:parsec}');
    expect(fillMessage('{toString}', 'en-GB', {})).toBe('{toString}');
  });
});
