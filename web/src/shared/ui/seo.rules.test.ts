import { alternateLinks, canonicalPath } from './seo.rules';

describe('canonicalPath', () => {
  it('drops query and hash and keeps the trailing slash', () => {
    expect(canonicalPath('/bikes/road/?colour=red#top')).toBe('/bikes/road/');
    expect(canonicalPath('/bikes/road')).toBe('/bikes/road/');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
  });
});

describe('alternateLinks', () => {
  it('links both storefronts and x-default to the English one', () => {
    const site = (locale: string): string => (locale === 'de-DE' ? 'https://www.cadence.de' : 'https://www.cadence.co.uk');
    expect(alternateLinks('/bikes/', site)).toEqual([
      { hrefLang: 'en-GB', href: 'https://www.cadence.co.uk/bikes/' },
      { hrefLang: 'de-DE', href: 'https://www.cadence.de/bikes/' },
      { hrefLang: 'x-default', href: 'https://www.cadence.co.uk/bikes/' },
    ]);
  });
});
