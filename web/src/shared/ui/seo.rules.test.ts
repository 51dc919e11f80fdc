import { alternateLinks, canonicalPath, pagePath } from './seo.rules';

describe('canonicalPath', () => {
  it('drops query and hash and keeps the trailing slash', () => {
    expect(canonicalPath('/bikes/road/?colour=red#top')).toBe('/bikes/road/');
    expect(canonicalPath('/bikes/road')).toBe('/bikes/road/');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
  });
});

describe('pagePath', () => {
  it('writes a product or category URL key as its page path, with the trailing slash', () => {
    expect(pagePath('cgr-al-105')).toBe('/cgr-al-105/');
    expect(pagePath('bikes/road')).toBe('/bikes/road/');
  });
  it('is the canonical path of the page it links to', () => {
    for (const key of ['cgr-al-105', 'bikes/road', 'about-us']) expect(canonicalPath(pagePath(key))).toBe(pagePath(key));
  });
  it('takes outer slashes off, so no key makes an off-site //host link, and an empty key is the root', () => {
    expect(pagePath('/bikes/road/')).toBe('/bikes/road/');
    expect(pagePath('//evil.example')).toBe('/evil.example/');
    expect(pagePath('/\\evil.example')).toBe('/evil.example/');
    expect(pagePath('\\\\evil.example')).toBe('/evil.example/');
    expect(pagePath('')).toBe('/');
    expect(pagePath('/')).toBe('/');
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
