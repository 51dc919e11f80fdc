import * as shared from '../../shared/format/price.rules';
import { shownPrice } from './price.rules';
import { effectivePrice } from './product.rules';

/** The catalogue's price rules are the web's one rule (shared/format/price.rules.test.ts tests it). */
describe('the catalogue uses the one price rule', () => {
  it('exports the shared shownPrice and effectivePrice themselves', () => {
    expect(shownPrice).toBe(shared.shownPrice);
    expect(effectivePrice).toBe(shared.effectivePrice);
  });

  it('answers as the rule does for a product on a special price', () => {
    expect(shownPrice(2199, 1599)).toEqual({ amount: 1599, regular: 2199 });
    expect(effectivePrice({ aggregated_price: 2199, aggregated_price_special: 1599 })).toBe(1599);
  });
});
