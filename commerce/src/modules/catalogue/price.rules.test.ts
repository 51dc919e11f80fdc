import { applicableSpecialPrice, effectivePrice, type PriceRow } from './price.rules';

const now = new Date('2026-11-25T12:00:00Z');
const day = 24 * 3600 * 1000;
const row = (over: Partial<PriceRow>): PriceRow => ({
  price: 100,
  specialPrice: null,
  specialFrom: null,
  specialTo: null,
  ...over,
});

describe('effective price (special price applies when lower and current)', () => {
  it.each([
    ['no special price', row({}), 100],
    ['a lower special price, no window', row({ specialPrice: 80 }), 80],
    ['a higher special price', row({ specialPrice: 120 }), 100],
    ['an equal special price', row({ specialPrice: 100 }), 100],
    ['an expired special price', row({ specialPrice: 80, specialTo: new Date(now.getTime() - day) }), 100],
    ['a future special price', row({ specialPrice: 80, specialFrom: new Date(now.getTime() + day) }), 100],
    [
      'a special price inside its window',
      row({ specialPrice: 80, specialFrom: new Date(now.getTime() - day), specialTo: new Date(now.getTime() + day) }),
      80,
    ],
  ])('%s', (_, price, expected) => {
    expect(effectivePrice(price, now)).toBe(expected);
    expect(applicableSpecialPrice(price, now)).toBe(expected === 100 ? null : expected);
  });

  it('opens the window at its start and closes it at its end', () => {
    expect(applicableSpecialPrice(row({ specialPrice: 80, specialFrom: now }), now)).toBe(80);
    expect(applicableSpecialPrice(row({ specialPrice: 80, specialTo: now }), now)).toBeNull();
  });
});
