import { storefrontOrigins } from '@cadence/server-kit/storefronts';
import { siteUrl } from './public-config';

describe('siteUrl', () => {
  const saved = { en: process.env.NEXT_PUBLIC_SITE_URL_EN, de: process.env.NEXT_PUBLIC_SITE_URL_DE };
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  afterEach(() => {
    restore('NEXT_PUBLIC_SITE_URL_EN', saved.en);
    restore('NEXT_PUBLIC_SITE_URL_DE', saved.de);
  });

  it("is the shop's one rule (storefrontOrigins), as next.config.ts inlines it", () => {
    const origins = storefrontOrigins({ SITE_DOMAIN_EN: 'cadencecycles.co.uk', SITE_DOMAIN_DE: 'cadencecycles.de' });
    process.env.NEXT_PUBLIC_SITE_URL_EN = origins['en-GB'];
    process.env.NEXT_PUBLIC_SITE_URL_DE = origins['de-DE'];
    expect(siteUrl('en-GB')).toBe('https://cadencecycles.co.uk');
    expect(siteUrl('de-DE')).toBe('https://cadencecycles.de');
    // Any other locale is the English storefront's; an inherited key is no locale.
    expect(siteUrl('fr-FR')).toBe('https://cadencecycles.co.uk');
    expect(siteUrl('constructor')).toBe('https://cadencecycles.co.uk');
  });

  it('has no fallback of its own: a build without the origins fails loudly', () => {
    delete process.env.NEXT_PUBLIC_SITE_URL_EN;
    expect(() => siteUrl('en-GB')).toThrow('NEXT_PUBLIC_SITE_URL_');
  });

  it("gets the rule's local defaults in tests, as a build with nothing configured does", () => {
    expect(siteUrl('en-GB')).toBe(storefrontOrigins({})['en-GB']);
    expect(siteUrl('de-DE')).toBe('http://localhost:3000/de-DE');
  });
});
