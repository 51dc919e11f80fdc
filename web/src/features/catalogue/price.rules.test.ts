import { shownPrice } from './price.rules';
import { effectivePrice } from './product.rules';

describe('shownPrice: one display rule for a price and its special price', () => {
  it('shows a lower special price with the regular one struck through', () => {
    expect(shownPrice(2199, 1599)).toEqual({ amount: 1599, regular: 2199 });
  });

  it('shows the price alone when there is no special price, or one that is not lower', () => {
    expect(shownPrice(1099, null)).toEqual({ amount: 1099, regular: null });
    expect(shownPrice(1099, undefined)).toEqual({ amount: 1099, regular: null });
    expect(shownPrice(1099, 1099)).toEqual({ amount: 1099, regular: null });
    expect(shownPrice(1099, 1299)).toEqual({ amount: 1099, regular: null });
  });

  it('shows a special price without a regular one as what is paid, and nothing without either', () => {
    expect(shownPrice(null, 899)).toEqual({ amount: 899, regular: null });
    expect(shownPrice(null, null)).toBeNull();
    expect(shownPrice(undefined, undefined)).toBeNull();
  });

  it('is what effectivePrice answers', () => {
    expect(effectivePrice({ aggregated_price: 2199, aggregated_price_special: 1599 })).toBe(1599);
    expect(effectivePrice({ aggregated_price: 1099, aggregated_price_special: 1299 })).toBe(1099);
    expect(effectivePrice({ aggregated_price: null, aggregated_price_special: null })).toBeNull();
  });
});
