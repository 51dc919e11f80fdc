import {
  keySpecificationLabels,
  initialOption,
  parseRecentlyViewed,
  productJsonLd,
  recentlyViewedToShow,
  recordRecentlyViewed,
  sizesInFrameOrder,
  RECENTLY_VIEWED_LIMIT,
  stockMessage,
  validateSizeChoice,
  type OptionLike,
} from './product.rules';

const opt = (value: string, stock: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK'): OptionLike => ({
  sku: `SKU-${value}`,
  value,
  stock_status: stock,
});

describe('validateSizeChoice (spec §5 "Please select a size")', () => {
  const sizes = [opt('S'), opt('M', 'OUT_OF_STOCK'), opt('L')];
  it('refuses no size', () => {
    expect(validateSizeChoice(null, sizes)).toEqual({ ok: false, reason: 'noSize' });
    expect(validateSizeChoice('', sizes)).toEqual({ ok: false, reason: 'noSize' });
  });
  it('refuses a size the bike does not come in', () => {
    expect(validateSizeChoice('XXL', sizes)).toEqual({ ok: false, reason: 'unknownSize' });
  });
  it('answers the chosen size, whatever its stock', () => {
    expect(validateSizeChoice('M', sizes)).toEqual({ ok: true, option: sizes[1] });
  });
});

describe('stockMessage (spec §8)', () => {
  it("says 'sold out' when the product's stock status (the API's) is out of stock, chosen or not", () => {
    const options = [opt('S', 'OUT_OF_STOCK'), opt('M', 'OUT_OF_STOCK')];
    expect(stockMessage(options, null, 'OUT_OF_STOCK')).toBe('soldOut');
    expect(stockMessage(options, 'SKU-S', 'OUT_OF_STOCK')).toBe('soldOut');
  });
  it('takes sold out from the API, never from its own reading of the options', () => {
    expect(stockMessage([opt('S')], 'SKU-S', 'OUT_OF_STOCK')).toBe('soldOut');
    expect(stockMessage([opt('S', 'OUT_OF_STOCK')], null, 'IN_STOCK')).toBeNull();
  });
  it("says 'out of stock' for the chosen option only", () => {
    const options = [opt('S', 'OUT_OF_STOCK'), opt('M')];
    expect(stockMessage(options, 'SKU-S', 'IN_STOCK')).toBe('outOfStock');
    expect(stockMessage(options, 'SKU-M', 'IN_STOCK')).toBe('inStock');
    expect(stockMessage(options, null, 'IN_STOCK')).toBeNull();
    expect(stockMessage(options, 'SKU-X', 'IN_STOCK')).toBeNull();
  });
  it('goes by the product’s own stock when it has no options', () => {
    expect(stockMessage([], null, 'IN_STOCK')).toBe('inStock');
    expect(stockMessage([], null, 'OUT_OF_STOCK')).toBe('soldOut');
  });
});

describe('initialOption', () => {
  it('starts with the first option in stock (the default sorts first)', () => {
    expect(initialOption([opt('A', 'OUT_OF_STOCK'), opt('B'), opt('C')])?.value).toBe('B');
    expect(initialOption([opt('A', 'OUT_OF_STOCK')])).toBeNull();
  });
});

describe('recently viewed (spec §9 limit 6)', () => {
  it('puts the viewed product first, once, keeping one more than the limit', () => {
    let list: string[] = [];
    for (const sku of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) list = recordRecentlyViewed(list, sku);
    expect(list).toEqual(['H', 'G', 'F', 'E', 'D', 'C', 'B']);
    expect(recordRecentlyViewed(list, 'D')).toEqual(['D', 'H', 'G', 'F', 'E', 'C', 'B']);
  });
  it('shows at most 6, newest first, without the product on screen', () => {
    const list = ['H', 'G', 'F', 'E', 'D', 'C', 'B'];
    expect(recentlyViewedToShow(list, 'H')).toEqual(['G', 'F', 'E', 'D', 'C', 'B']);
    expect(recentlyViewedToShow(list, 'X')).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(recentlyViewedToShow(list, null)).toEqual(['H', 'G', 'F', 'E', 'D', 'C']);
  });
  it('reads back only well-formed SKUs from storage', () => {
    expect(parseRecentlyViewed(JSON.stringify(['A-1', 'A-1', 42, '<script>', 'B_2']))).toEqual(['A-1', 'B_2']);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(recordRecentlyViewed(['A'], 'bad sku')).toEqual(['A']);
  });
});

describe('productJsonLd', () => {
  const base = {
    name: 'Road 105',
    sku: 'BK-ROAD-105',
    description: 'A road bike.',
    manufacture: 'Cadence',
    currency: 'GBP',
    aggregated_price: 1999,
    aggregated_price_special: 1799,
    stock_status: 'IN_STOCK' as const,
    image: 'https://example.test/i.svg',
  };
  it('offers the special price in the currency, in stock', () => {
    expect(productJsonLd(base, 'https://example.test/road-105/')).toMatchObject({
      '@type': 'Product',
      sku: 'BK-ROAD-105',
      brand: { name: 'Cadence' },
      offers: { '@type': 'Offer', price: 1799, priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
  });
  it('marks out-of-stock products and leaves the offer out without a price', () => {
    expect(productJsonLd({ ...base, stock_status: 'OUT_OF_STOCK' }, 'u').offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(productJsonLd({ ...base, aggregated_price: null, aggregated_price_special: null }, 'u').offers).toBeUndefined();
  });
  it("offers a parent bike's builds as an AggregateOffer", () => {
    expect(productJsonLd({ ...base, buildPrices: [2499, 1999, 3499] }, 'u').offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: 1999,
      highPrice: 3499,
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
  });
});

describe('sizesInFrameOrder', () => {
  it('orders sizes as the frame geometry lists them, unknown sizes last in their order', () => {
    const sizes = [opt('S'), opt('XS'), opt('XXL'), opt('M'), opt('L')];
    expect(sizesInFrameOrder(sizes, ['XS', 'S', 'M', 'L', 'XL']).map((o) => o.value)).toEqual(['XS', 'S', 'M', 'L', 'XXL']);
    expect(sizesInFrameOrder(sizes, []).map((o) => o.value)).toEqual(['S', 'XS', 'XXL', 'M', 'L']);
  });
});

describe('keySpecificationLabels', () => {
  const build = (groupset: string, wheels: string) => ({
    specifications: [
      { label: 'Frame', value: 'AL' },
      { label: 'Fork', value: 'Carbon' },
      { label: 'Groupset', value: groupset },
      { label: 'Wheels', value: wheels },
    ],
  });
  it('puts what tells the builds apart first, then what they share', () => {
    expect(keySpecificationLabels([build('105', 'AR24'), build('Ultegra', 'AR24')], 3)).toEqual(['Groupset', 'Frame', 'Fork']);
    expect(keySpecificationLabels([build('105', 'AR24'), build('Ultegra', 'AR30')], 5)).toEqual([
      'Groupset',
      'Wheels',
      'Frame',
      'Fork',
    ]);
  });
  it('keeps display order for a single build', () => {
    expect(keySpecificationLabels([build('105', 'AR24')], 2)).toEqual(['Frame', 'Fork']);
  });
});
