import { byStore, DEFAULT_STORE, isStoreCode, localised, STORE_CODES, storefrontOrigins, toStoreCode } from './storefronts';

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

describe('localised', () => {
  const names = { 'en-GB': 'Germany', 'de-DE': 'Deutschland' };

  it("takes the storefront's own text", () => {
    expect(localised(names, 'de-DE', 'DE')).toBe('Deutschland');
    expect(localised(names, 'en-GB', 'DE')).toBe('Germany');
  });

  it("falls back to the default storefront's text, for a gap or any other store", () => {
    expect(localised({ [DEFAULT_STORE]: 'Maintenance' }, 'de-DE', 'maintenance')).toBe('Maintenance');
    expect(localised(names, 'fr-FR', 'DE')).toBe('Germany');
    expect(localised({ 'en-GB': 'Germany', 'de-DE': undefined }, 'de-DE', 'DE')).toBe('Germany');
  });

  it('falls back to the given code without either text, or without texts at all', () => {
    expect(localised({}, 'de-DE', 'maintenance')).toBe('maintenance');
    expect(localised({ 'fr-FR': 'Allemagne' }, 'de-DE', 'DE')).toBe('DE');
    expect(localised(undefined, 'de-DE', 'DE')).toBe('DE');
    expect(localised(null, 'en-GB', '')).toBe('');
  });

  it('keeps an empty text (it is a text, not a gap), as `??` always did', () => {
    expect(localised({ 'en-GB': 'Red', 'de-DE': '' }, 'de-DE', 'red')).toBe('');
  });

  it('reads only the texts’ own keys, never an inherited property', () => {
    for (const store of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(localised(names, store, 'DE')).toBe('Germany');
      expect(localised({}, store, 'DE')).toBe('DE');
    }
  });

  it('agrees with a by-hand lookup for every storefront and every gap', () => {
    const cases: Record<string, string>[] = [{}, { 'en-GB': 'A' }, { 'de-DE': 'B' }, { 'en-GB': 'A', 'de-DE': 'B' }];
    for (const texts of cases) {
      for (const store of [...STORE_CODES, 'fr-FR']) {
        expect(localised(texts, store, 'code')).toBe(texts[store] ?? texts['en-GB'] ?? 'code');
      }
    }
  });
});

describe('storefrontOrigins', () => {
  it('takes SITE_URL_* as given, without a trailing slash', () => {
    expect(storefrontOrigins({ SITE_URL_EN: 'https://shop.example/', SITE_URL_DE: 'https://shop.example.de' })).toEqual({
      'en-GB': 'https://shop.example',
      'de-DE': 'https://shop.example.de',
    });
  });

  it('makes https origins of the storefronts’ domains (a review: emails linked to localhost with the domains set)', () => {
    expect(storefrontOrigins({ SITE_DOMAIN_EN: 'cadencecycles.co.uk', SITE_DOMAIN_DE: 'cadencecycles.de' })).toEqual({
      'en-GB': 'https://cadencecycles.co.uk',
      'de-DE': 'https://cadencecycles.de',
    });
    // A URL wins over a domain, each storefront on its own.
    expect(storefrontOrigins({ SITE_URL_EN: 'https://staging.example', SITE_DOMAIN_DE: 'cadencecycles.de' })).toEqual({
      'en-GB': 'https://staging.example',
      'de-DE': 'https://cadencecycles.de',
    });
  });

  it('serves the German storefront under /de-DE of the English origin without its own', () => {
    expect(storefrontOrigins({})).toEqual({ 'en-GB': 'http://localhost:3000', 'de-DE': 'http://localhost:3000/de-DE' });
    expect(storefrontOrigins({ SITE_DOMAIN_EN: 'cadencecycles.co.uk', SITE_URL_DE: '' })).toEqual({
      'en-GB': 'https://cadencecycles.co.uk',
      'de-DE': 'https://cadencecycles.co.uk/de-DE',
    });
  });
});
