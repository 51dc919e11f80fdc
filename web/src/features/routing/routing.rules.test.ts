import {
  bikeUrlKeyOfReview,
  deriveUrlKey,
  isGuardSkipped,
  legacyApiTarget,
  normaliseRedirect,
  pageKindFor,
  reviewPath,
  routeOutcome,
  trailingSlashTarget,
} from './routing.rules';

describe('catalogue guard (spec §2)', () => {
  it.each([
    '/',
    '/blog/',
    '/blog/some-post/',
    '/my-account/orders/',
    '/search/?q=x',
    '/cycletowork/quote/',
    '/stores/collection-screen/',
  ])('skips %s', (path) => {
    expect(isGuardSkipped(path)).toBe(true);
  });
  it.each(['/bikes/road/', '/blogger/', '/searchlight/', '/about-us/'])('guards %s', (path) => {
    expect(isGuardSkipped(path)).toBe(false);
  });
});

describe('deriveUrlKey', () => {
  it('drops the build prefix, query, hash and outer slashes', () => {
    expect(deriveUrlKey('/build-v2/cgr-al-105/?colour=red#top')).toBe('cgr-al-105');
    expect(deriveUrlKey('/bikes/road/')).toBe('bikes/road');
    expect(deriveUrlKey('/')).toBe('');
  });
});

describe('pageKindFor', () => {
  it('maps page types to kinds', () => {
    expect(pageKindFor('/x/', 'child-bike')).toBe('childBike');
    expect(pageKindFor('/x/', 'parent-bike')).toBe('parentBike');
    expect(pageKindFor('/x/', 'cms-page')).toBe('cmsPage');
    expect(pageKindFor('/x/', 'category')).toBe('category');
    expect(pageKindFor('/x/', 'pac')).toBe('pac');
  });
  it('gives upsell for review paths and configurator for the build prefix', () => {
    expect(pageKindFor('/cgr-al-105/review/', null)).toBe('upsell');
    expect(pageKindFor('/build-v2/cgr-al-105/', 'child-bike')).toBe('configurator');
  });
  it('gives upsell only where "review" is the last segment after a URL key (spec §2 /{bike slug}/review)', () => {
    expect(pageKindFor('/cgr-al-105/review', null)).toBe('upsell');
    expect(pageKindFor('/cgr-al-105/review/?colour=red', 'child-bike')).toBe('upsell');
    expect(pageKindFor('/customer-reviews/', 'cms-page')).toBe('cmsPage');
    expect(pageKindFor('/preview-evening/', 'cms-page')).toBe('cmsPage');
    expect(pageKindFor('/review/', null)).toBeNull();
    expect(pageKindFor('/cgr-al-105/review/extra/', null)).toBeNull();
  });
  it('gives null (404) for anything else', () => {
    expect(pageKindFor('/x/', null)).toBeNull();
    expect(pageKindFor('/x/', 'wishlist')).toBeNull();
  });
});

describe('review paths (spec §2 /{bike slug}/review, §4 adding a bike)', () => {
  it('reads the bike of a review path, with or without the trailing slash, query or hash', () => {
    expect(bikeUrlKeyOfReview('/cgr-al-105/review/')).toBe('cgr-al-105');
    expect(bikeUrlKeyOfReview('/cgr-al-105/review')).toBe('cgr-al-105');
    expect(bikeUrlKeyOfReview('/cgr-al-105/review/?colour=red#top')).toBe('cgr-al-105');
  });
  it('is null where review is not the last segment after a key', () => {
    for (const path of [
      '/',
      '/review/',
      '/customer-reviews/',
      '/preview-evening/',
      '/cgr-al-105/review/extra/',
      '/cgr-al-105/reviews/',
    ]) {
      expect(bikeUrlKeyOfReview(path)).toBeNull();
    }
  });
  it('writes the review path of a bike, which reads back as that bike', () => {
    expect(reviewPath('cgr-al-105')).toBe('/cgr-al-105/review/');
    expect(bikeUrlKeyOfReview(reviewPath('cgr-al-105'))).toBe('cgr-al-105');
    expect(pageKindFor(reviewPath('cgr-al-105'), null)).toBe('upsell');
  });
});

describe('redirect normalisation (spec §4)', () => {
  it('treats targets containing http as external', () => {
    expect(normaliseRedirect('https://www.strava.com/clubs/x')).toEqual({
      external: true,
      location: 'https://www.strava.com/clubs/x',
    });
  });
  it('gives relative targets leading and trailing slashes', () => {
    expect(normaliseRedirect('about-us')).toEqual({ external: false, location: '/about-us/' });
    expect(normaliseRedirect('/bikes/road')).toEqual({ external: false, location: '/bikes/road/' });
    expect(normaliseRedirect('/')).toEqual({ external: false, location: '/' });
  });
});

describe('routeOutcome', () => {
  it('follows 301s', () => {
    expect(routeOutcome('/about/', { page_status: 301, page_type: null, redirect_url: 'about-us' })).toEqual({
      kind: 'redirect',
      status: 301,
      target: { external: false, location: '/about-us/' },
    });
  });
  it('answers 404 unless the path is a review page', () => {
    expect(routeOutcome('/nope/', { page_status: 404, page_type: null, redirect_url: null })).toEqual({ kind: 'not-found' });
    expect(routeOutcome('/cgr/review/', { page_status: 404, page_type: null, redirect_url: null })).toEqual({
      kind: 'page',
      pageKind: 'upsell',
    });
  });
  it('answers 404 on a path that only contains the word review', () => {
    const notFound = { page_status: 404, page_type: null, redirect_url: null };
    expect(routeOutcome('/customer-reviews/', notFound)).toEqual({ kind: 'not-found' });
    expect(routeOutcome('/review/', notFound)).toEqual({ kind: 'not-found' });
    expect(routeOutcome('/customer-reviews/', { page_status: 200, page_type: 'cms-page', redirect_url: null })).toEqual({
      kind: 'page',
      pageKind: 'cmsPage',
    });
  });
  it('answers 404 when no page type came back', () => {
    expect(routeOutcome('/x/', { page_status: 200, page_type: null, redirect_url: null })).toEqual({ kind: 'not-found' });
  });
});

describe('trailing slash and legacy API paths', () => {
  it('adds a trailing slash to page paths only', () => {
    expect(trailingSlashTarget('/about-us')).toBe('/about-us/');
    expect(trailingSlashTarget('/')).toBeNull();
    expect(trailingSlashTarget('/about-us/')).toBeNull();
    expect(trailingSlashTarget('/robots.txt')).toBeNull();
    expect(trailingSlashTarget('/nuxt/api/header/main-menu')).toBeNull();
  });
  it('maps the spec paths onto API routes', () => {
    expect(legacyApiTarget('/nuxt/api/header/main-menu')).toBe('/api/nuxt/header/main-menu');
    expect(legacyApiTarget('/graphql')).toBe('/api/graphql');
    expect(legacyApiTarget('/media/product/road-bike/c8102e/1a1a1a.svg')).toBe('/api/media/product/road-bike/c8102e/1a1a1a.svg');
    expect(legacyApiTarget('/about-us/')).toBeNull();
  });

  it('maps the auth and account shims (spec §7); /api/auth/update-address is an API route already', () => {
    for (const name of ['login', 'logout', 'reset-password', 'register', 'customer', 'renew-token']) {
      expect(legacyApiTarget(`/nuxt/api/auth/${name}`)).toBe(`/api/nuxt/auth/${name}`);
    }
    expect(legacyApiTarget('/nuxt/api/auth/login/')).toBe('/api/nuxt/auth/login');
    expect(legacyApiTarget('/nuxt/api/account/add-address')).toBe('/api/nuxt/account/add-address');
    expect(legacyApiTarget('/api/auth/update-address')).toBeNull();
    expect(trailingSlashTarget('/nuxt/api/auth/logout')).toBeNull();
  });
});
