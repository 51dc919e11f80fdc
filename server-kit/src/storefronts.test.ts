import { byStore, DEFAULT_STORE, isStoreCode, STORE_CODES, storefrontOrigins, toStoreCode } from './storefronts';

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
