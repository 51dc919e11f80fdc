import { byStore, DEFAULT_STORE, isStoreCode, STORE_CODES, toStoreCode } from './storefronts';

describe('storefronts', () => {
  it('knows the two storefronts and takes the English one for anything else (spec: fallback en-GB)', () => {
    expect(STORE_CODES).toEqual(['en-GB', 'de-DE']);
    expect(DEFAULT_STORE).toBe('en-GB');
    expect(toStoreCode('de-DE')).toBe('de-DE');
    expect(toStoreCode('en-GB')).toBe('en-GB');
    for (const other of [undefined, null, '', 'de', 'de-de', 'DE-DE', ' de-DE', 'fr-FR', '__proto__', 'constructor']) {
      expect(toStoreCode(other)).toBe('en-GB');
    }
  });

  it('tells a storefront code from any other value', () => {
    expect(isStoreCode('de-DE')).toBe(true);
    expect(isStoreCode('toString')).toBe(false);
    expect(isStoreCode(1)).toBe(false);
    expect(isStoreCode(['de-DE'])).toBe(false);
  });

  it("picks a storefront's entry, never an inherited property", () => {
    const texts = { 'en-GB': 'Basket', 'de-DE': 'Warenkorb' };
    expect(byStore('de-DE', texts)).toBe('Warenkorb');
    expect(byStore('en-GB', texts)).toBe('Basket');
    expect(byStore('hasOwnProperty', texts)).toBe('Basket');
    expect(byStore(undefined, texts)).toBe('Basket');
  });
});
