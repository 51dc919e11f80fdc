import { storefrontRootPath, webManifest } from './manifest.rules';

describe('storefrontRootPath', () => {
  it('is the root on a domain of its own and the prefix otherwise', () => {
    expect(storefrontRootPath('https://www.cadence.de')).toBe('/');
    expect(storefrontRootPath('http://localhost:3000/de-DE')).toBe('/de-DE/');
    expect(storefrontRootPath('http://localhost:3000/de-DE/')).toBe('/de-DE/');
  });
});

describe('webManifest', () => {
  it('names the brand, speaks the storefront language and starts at its root', () => {
    const manifest = webManifest({ brand: 'Cadence Cycles', locale: 'de-DE', rootPath: '/de-DE/', themeColor: '#0b3d91' });
    expect(manifest).toMatchObject({
      name: 'Cadence Cycles',
      lang: 'de-DE',
      start_url: '/de-DE/',
      scope: '/de-DE/',
      theme_color: '#0b3d91',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['any', '192x192', '512x512']);
  });
});
