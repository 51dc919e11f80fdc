import { shownProductId, withinRange } from './finance.rules';

describe('finance calculator rules', () => {
  it('keeps what the shopper types within the range the server answered, to two decimals', () => {
    const deposit = { min: 0, max: 50 };
    expect(withinRange(12.345, deposit)).toBe(12.35);
    expect(withinRange(-3, deposit)).toBe(0);
    expect(withinRange(80, deposit)).toBe(50);
    expect(withinRange(Number.NaN, deposit)).toBe(0);
    expect(withinRange(10_000, { min: 0, max: 6196 })).toBe(6196);
  });
  it('shows the chosen product while it is offered, else the representative example', () => {
    expect(shownProductId('IFC12', ['IFC12', 'CL48-9.9'], 'CL48-9.9')).toBe('IFC12');
    expect(shownProductId('CL36-9.9', ['IFC12'], 'IFC12')).toBe('IFC12');
    expect(shownProductId(null, [], null)).toBeNull();
  });
});
