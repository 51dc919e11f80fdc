import { cashPriceWithin, clampDeposit, nominalRate, shownProductId } from './finance.rules';

describe('finance calculator rules', () => {
  it('keeps a deposit to 0–50 % and two decimals', () => {
    expect(clampDeposit(12.345)).toBe(12.35);
    expect(clampDeposit(-3)).toBe(0);
    expect(clampDeposit(80)).toBe(50);
    expect(clampDeposit(Number.NaN)).toBe(0);
  });
  it('states the fixed rate beside the APR (9.9 % APR is 9.48 % a year, fixed)', () => {
    expect(nominalRate(9.9)).toBe(9.48);
    expect(nominalRate(14.9)).toBe(13.97);
    expect(nominalRate(0)).toBe(0);
  });
  it('shows the chosen product while it is offered, else the representative example', () => {
    expect(shownProductId('IFC12', ['IFC12', 'CL48-9.9'], 'CL48-9.9')).toBe('IFC12');
    expect(shownProductId('CL36-9.9', ['IFC12'], 'IFC12')).toBe('IFC12');
    expect(shownProductId(null, [], null)).toBeNull();
  });
  it('keeps a typed cash price between 0 and 4 × the price (spec §9)', () => {
    expect(cashPriceWithin(199.999, 1549)).toBe(200);
    expect(cashPriceWithin(10_000, 1549)).toBe(6196);
    expect(cashPriceWithin(-1, 1549)).toBe(0);
    expect(cashPriceWithin(Number.NaN, 1549)).toBe(0);
  });
});
