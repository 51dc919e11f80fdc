/**
 * The web's price filter against the API's own rule (commerce owns it): every price range the web
 * reads from a URL or the price boxes is sent as a range the API accepts and reads the same way,
 * an empty side being no limit on that side in both. A review found "from ¥50,000" sent as
 * "50000_" and read by the API as 50000–10000 (the GBP slider's end, so nothing listed), and
 * ₩10,000,000 and more dropped from the URL by the web. The commerce side is imported from its
 * source for this test only; the web never imports it.
 */
import {
  listingArgumentProblems,
  parsePriceFilter,
  PRICE_FILTER_MAX,
} from '../../../../commerce/src/modules/catalogue/listing-query.rules';
import { listingFilterInput, parseListingQuery, PRICE_MAX, PRICE_MAX_DIGITS, readPriceInput, setPrice } from './listing.rules';

/** Ranges as a URL may carry them: shoppers' (GBP, JPY, HUF, KRW), edited and hostile ones. */
const URL_RANGES = [
  '2000_',
  '_800',
  '500_2000',
  '50000_',
  '1000_',
  '_2500000',
  '10000000_',
  '12000000_21000000',
  '21000000_12000000',
  '0_',
  '_0',
  '0_0',
  '0050000_',
  '9999999999_',
  '_9999999999',
  '10000000000_',
  '_99999999999',
  '_',
  '__',
  '',
  '-5_100',
  '1e5_',
  '12.5_',
  'cheap',
  "1_2' or 1=1 --",
];

/** What a shopper may type into the "from" and "to" boxes. */
const BOXES: [from: string, to: string][] = [
  ['50000', ''],
  ['', '1000'],
  ['1000', ''],
  ['12000000', '21000000'],
  ['21000000', '12000000'],
  ['34.99', '34.99'],
  ['-5', ''],
  ['99999999999', ''],
  ['', '1e400'],
  ['abc', '500'],
  ['', ''],
];

describe('price filter: the web sends what the API accepts and means the same by it', () => {
  it('allows every whole amount the API allows, and no more', () => {
    expect(PRICE_MAX).toBeLessThanOrEqual(PRICE_FILTER_MAX);
    expect(PRICE_MAX + 1).toBeGreaterThan(PRICE_FILTER_MAX);
    expect(String(PRICE_MAX)).toHaveLength(PRICE_MAX_DIGITS);
  });

  it.each(URL_RANGES.map((range) => [JSON.stringify(range), range]))('URL price=%s', (_name, range) => {
    const state = parseListingQuery({ price: range });
    const sent = listingFilterInput(state, null).filter.price;
    if (state.price === null) {
      expect(sent).toBeUndefined();
      return;
    }
    expect(listingArgumentProblems({ price: sent })).toEqual([]);
    expect(parsePriceFilter(sent)).toEqual(state.price);
  });

  it('reads a range of whole amounts exactly when the API accepts it (putting a reversed one right)', () => {
    for (const range of URL_RANGES.filter((r) => /^\d*_\d*$/.test(r))) {
      const accepted = listingArgumentProblems({ price: [range] }).every((p) => p.endsWith('starts above its end.'));
      expect({ range, read: parseListingQuery({ price: range }).price !== null }).toEqual({ range, read: accepted });
    }
  });

  it.each(BOXES.map(([from, to]) => [`${JSON.stringify(from)} to ${JSON.stringify(to)}`, from, to]))(
    'price boxes %s',
    (_name, from, to) => {
      const state = setPrice(parseListingQuery({}), readPriceInput(from, 'from'), readPriceInput(to, 'to'));
      const sent = listingFilterInput(state, null).filter.price;
      if (state.price === null) {
        expect(sent).toBeUndefined();
        return;
      }
      expect(listingArgumentProblems({ price: sent })).toEqual([]);
      expect(parsePriceFilter(sent)).toEqual(state.price);
      // And the URL the boxes lead to reads back as the same range.
      expect(parseListingQuery({ price: sent![0] }).price).toEqual(state.price);
    },
  );
});
