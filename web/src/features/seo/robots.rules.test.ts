import { DISALLOWED_PATHS, robotsTxt } from './robots.rules';

const LOCALES = ['en-GB', 'de-DE'];

describe('robotsTxt', () => {
  it('on a storefront with its own domain: its disallows and its own sitemap only', () => {
    const site = (l: string): string => (l === 'de-DE' ? 'https://www.cadence.de' : 'https://www.cadence.co.uk');
    expect(robotsTxt('de-DE', LOCALES, site)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /my-account/',
        'Disallow: /auth/',
        'Disallow: /api/',
        'Disallow: /nuxt/api/',
        'Disallow: /graphql',
        'Disallow: /search',
        '',
        'Sitemap: https://www.cadence.de/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect(robotsTxt('en-GB', LOCALES, site)).toContain('Sitemap: https://www.cadence.co.uk/sitemap.xml\n');
    expect(robotsTxt('en-GB', LOCALES, site)).not.toContain('cadence.de');
  });

  it('when the German storefront is a path prefix: one file for the host, covering both storefronts', () => {
    const site = (l: string): string => (l === 'de-DE' ? 'http://localhost:3000/de-DE' : 'http://localhost:3000');
    const robots = robotsTxt('en-GB', LOCALES, site);
    for (const path of DISALLOWED_PATHS) {
      expect(robots).toContain(`Disallow: ${path}\n`);
      expect(robots).toContain(`Disallow: /de-DE${path}\n`);
    }
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml\nSitemap: http://localhost:3000/de-DE/sitemap.xml\n');
    expect(robotsTxt('de-DE', LOCALES, site)).toBe(robots);
  });
});
