import { effectivePrice, shownPrice } from './price.rules';

/**
 * The spec leaves pricing rules to the server (§9 'pricing/stock rules: not shown'); commerce's
 * price.rules.ts says a special price applies only below the price, and the API's aggregated_price
 * is null when a product is not sold in the shopper's currency. The spec has no figures for special
 * prices, so these are commerce's own cases (its price.rules.test.ts: 100 with 80, 120 and 100).
 */
describe('shownPrice: the one rule for a price and its special price', () => {
  it('shows a lower special price with the regular one struck through', () => {
    expect(shownPrice(2199, 1599)).toEqual({ amount: 1599, regular: 2199 });
    expect(shownPrice(100, 80)).toEqual({ amount: 80, regular: 100 });
  });

  it('shows the price alone when there is no special price, or one that is not lower', () => {
    expect(shownPrice(100, null)).toEqual({ amount: 100, regular: null });
    expect(shownPrice(100, undefined)).toEqual({ amount: 100, regular: null });
    expect(shownPrice(100, 100)).toEqual({ amount: 100, regular: null });
    expect(shownPrice(100, 120)).toEqual({ amount: 100, regular: null });
  });

  it('keeps a free option free, and a special price of 0 below a price', () => {
    expect(shownPrice(0, null)).toEqual({ amount: 0, regular: null });
    expect(shownPrice(150, 0)).toEqual({ amount: 0, regular: 150 });
  });

  it('shows nothing without a regular price (not sold in the currency), even beside a special price', () => {
    expect(shownPrice(null, null)).toBeNull();
    expect(shownPrice(undefined, undefined)).toBeNull();
    expect(shownPrice(null, 899)).toBeNull();
  });
});

describe('effectivePrice: what a shopper pays for a product', () => {
  it('is the amount shownPrice shows for the product’s aggregated prices', () => {
    expect(effectivePrice({ aggregated_price: 2199, aggregated_price_special: 1599 })).toBe(1599);
    expect(effectivePrice({ aggregated_price: 1099, aggregated_price_special: 1299 })).toBe(1099);
    expect(effectivePrice({ aggregated_price: 1099, aggregated_price_special: null })).toBe(1099);
    expect(effectivePrice({ aggregated_price: 1099 })).toBe(1099);
  });

  it('is null when the product is not sold in the shopper’s currency', () => {
    expect(effectivePrice({ aggregated_price: null, aggregated_price_special: null })).toBeNull();
    expect(effectivePrice({ aggregated_price: null, aggregated_price_special: 899 })).toBeNull();
    expect(effectivePrice({})).toBeNull();
  });
});
