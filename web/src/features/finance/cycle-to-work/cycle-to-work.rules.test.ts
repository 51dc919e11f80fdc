import {
  addToBasket,
  basketFromCart,
  quoteNumberParam,
  quoteValidityDays,
  quotablesFrom,
  removeFromBasket,
  savingsInput,
  setQuantity,
} from './cycle-to-work.rules';

const line = (sku: string, quantity = 1) => ({ sku, name: sku, quantity });
/** What the API publishes today (cycleToWorkQuoteLimits, commerce's QUOTE_LIMITS). */
const LIMITS = { max_items: 20, max_quantity: 10 };

describe('cycle to work basket', () => {
  it('adds lines, merges a sku already there and keeps quantities to 1–10', () => {
    let basket = addToBasket([], line('A'), LIMITS);
    basket = addToBasket(basket, line('B', 2), LIMITS);
    basket = addToBasket(basket, line('A', 3), LIMITS);
    expect(basket).toEqual([line('A', 4), line('B', 2)]);
    expect(setQuantity(basket, 'A', 50, LIMITS)[0]!.quantity).toBe(10);
    expect(setQuantity(basket, 'A', 0, LIMITS)[0]!.quantity).toBe(1);
    expect(setQuantity(basket, 'A', Number.NaN, LIMITS)[0]!.quantity).toBe(1);
    expect(removeFromBasket(basket, 'A')).toEqual([line('B', 2)]);
  });

  it('takes at most 20 lines', () => {
    const full = Array.from({ length: 20 }, (_, i) => line(`S${i}`));
    expect(addToBasket(full, line('NEW'), LIMITS)).toHaveLength(20);
  });

  it('follows the limits the API publishes, whatever they are', () => {
    const wider = { max_items: 30, max_quantity: 25 };
    const full = Array.from({ length: 20 }, (_, i) => line(`S${i}`));
    expect(addToBasket(full, line('NEW'), wider)).toHaveLength(21);
    expect(setQuantity(full, 'S0', 50, wider)[0]!.quantity).toBe(25);
    // Before the limits are known nothing is added.
    expect(addToBasket([], line('A'), { max_items: 0, max_quantity: 1 })).toEqual([]);
  });

  it('takes the cart’s top-level lines with their option in the name', () => {
    expect(
      basketFromCart(
        [
          { sku: 'BK-1-M', quantity: 1, associated_uid: null, option_label: 'M', product: { name: 'Roadster' } },
          { sku: 'BBCOLOUR-1', quantity: 1, associated_uid: '1', option_label: null, product: { name: 'Paint' } },
          { sku: 'HL-1', quantity: 2, associated_uid: null, option_label: null, product: { name: 'Helmet' } },
        ],
        LIMITS,
      ),
    ).toEqual([
      { sku: 'BK-1-M', name: 'Roadster (M)', quantity: 1 },
      { sku: 'HL-1', name: 'Helmet', quantity: 2 },
    ]);
  });

  it('offers a parent bike’s builds and other products as they are', () => {
    const price = { currency: 'GBP', aggregated_price: 1000, aggregated_price_special: null };
    expect(
      quotablesFrom([
        {
          sku: 'PB-1',
          name: 'Model',
          type_id: 'parent-bike',
          ...price,
          builds: [{ sku: 'BK-1', name: 'Model 105', ...price, aggregated_price_special: 900 }],
        },
        { sku: 'HL-1', name: 'Helmet', type_id: 'pac', ...price, builds: [] },
      ]),
    ).toEqual([
      { sku: 'BK-1', name: 'Model 105', price: 900, currency: 'GBP' },
      { sku: 'HL-1', name: 'Helmet', price: 1000, currency: 'GBP' },
    ]);
  });

  it('offers each at the price the shopper pays (the one price rule), none when not sold', () => {
    const item = (sku: string, aggregated_price: number | null, aggregated_price_special: number | null) => ({
      sku,
      name: sku,
      type_id: 'pac',
      currency: 'GBP',
      aggregated_price,
      aggregated_price_special,
      builds: [],
    });
    expect(quotablesFrom([item('A', 100, 120), item('B', 100, 100), item('C', null, null)]).map((q) => q.price)).toEqual([
      100,
      100,
      null,
    ]);
  });

  it('asks for the savings with the skus and quantities only', () => {
    expect(savingsInput([line('A', 2)], '')).toEqual({ provider_id: null, items: [{ sku: 'A', quantity: 2 }] });
  });

  it('reads a quote number from the address, tidied as a shopper reads it', () => {
    expect(quoteNumberParam(' c2w-abcd2345 ')).toBe('C2W-ABCD2345');
    expect(quoteNumberParam(['C2W-ABCD2345'])).toBeNull();
    expect(quoteNumberParam(undefined)).toBeNull();
    expect(quoteNumberParam('  ')).toBeNull();
  });

  it('leaves whether it is a number to commerce: a mistyped one is asked for, and answered as not found', () => {
    // I, L, O and U are not in a quote number's alphabet; commerce's parseQuoteNumber refuses them.
    expect(quoteNumberParam('c2w-abcdefgi')).toBe('C2W-ABCDEFGI');
    expect(quoteNumberParam('C2W-ABC')).toBe('C2W-ABC');
    expect(quoteNumberParam('C2W-<script>')).toBe('C2W-<SCRIPT>');
  });

  it('says how many days a quote is valid for, from its own dates', () => {
    expect(quoteValidityDays({ created_at: '2025-06-14T23:30:00.000Z', valid_until: '2025-07-14T23:30:00.000Z' })).toBe(30);
    // Across the clocks going back the days are still whole days of 24 hours.
    expect(quoteValidityDays({ created_at: '2026-10-01T10:00:00.000Z', valid_until: '2026-10-31T10:00:00.000Z' })).toBe(30);
  });
});
