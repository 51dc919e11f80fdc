import { pagePath } from '../../shared/ui/seo.rules';

/** The configurator's URL prefix (spec §9). */
export const BUILD_PREFIX = 'build-v2';

/** Paths the catalogue guard leaves to their own pages (spec §2). */
export const GUARD_SKIPPED_PATHS = ['/', '/blog', '/my-account', '/search', '/cycletowork', '/stores'] as const;

export type PageKind = 'childBike' | 'parentBike' | 'cmsPage' | 'category' | 'pac' | 'upsell' | 'configurator';

const PAGE_KIND_BY_TYPE: Record<string, PageKind> = {
  'child-bike': 'childBike',
  'parent-bike': 'parentBike',
  'cms-page': 'cmsPage',
  category: 'category',
  pac: 'pac',
};

const pathOnly = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

/** True when the catalogue guard skips `path` (the path itself or anything below a skipped path). */
export function isGuardSkipped(path: string): boolean {
  const p = pathOnly(path);
  if (p === '' || p === '/') return true;
  return GUARD_SKIPPED_PATHS.some((skip) => skip !== '/' && (p === skip || p.startsWith(`${skip}/`)));
}

/** The URL key of a path: minus the build prefix, query, hash and outer slashes (spec §2). */
export function deriveUrlKey(path: string): string {
  return pathOnly(path)
    .split('/')
    .filter((segment) => segment !== '' && segment !== BUILD_PREFIX)
    .join('/');
}

/**
 * The bike a review (upsell) path is about: "/cgr-al-105/review/" → "cgr-al-105"; null when the path
 * is not a review path. The route is /{bike slug}/review (spec §2): "review" is the last segment,
 * after a URL key. Not any path containing the word, which would take "/customer-reviews/" or
 * "/preview-evening/" (CMS pages, categories) to the upsell page.
 */
export function bikeUrlKeyOfReview(path: string): string | null {
  const segments = pathOnly(path).split('/').filter(Boolean);
  if (segments.length < 2 || segments[segments.length - 1] !== 'review') return null;
  return segments.slice(0, -1).join('/');
}

/** The review (upsell) path of a bike, where adding it to the cart leads (spec §4). */
export const reviewPath = (bikeUrlKey: string): string => `${pagePath(bikeUrlKey)}review/`;

/**
 * The page kind for a path and the page type the server reported: upsell on a review path,
 * configurator when it contains the build prefix, else the page type's kind; null means 404.
 */
export function pageKindFor(path: string, pageType: string | null | undefined): PageKind | null {
  const p = pathOnly(path);
  if (bikeUrlKeyOfReview(p) !== null) return 'upsell';
  if (p.includes(BUILD_PREFIX)) return 'configurator';
  return pageType ? (PAGE_KIND_BY_TYPE[pageType] ?? null) : null;
}

export type RedirectTarget = { external: boolean; location: string };

/** An absolute target (containing http) is external; a relative one gets leading and trailing slashes. */
export function normaliseRedirect(url: string): RedirectTarget {
  if (url.includes('http')) return { external: true, location: url };
  return { external: false, location: pagePath(url) };
}

export type UrlInfoLike = { page_status: number; page_type: string | null; redirect_url: string | null };

export type RouteOutcome =
  { kind: 'redirect'; status: 301 | 302; target: RedirectTarget } | { kind: 'not-found' } | { kind: 'page'; pageKind: PageKind };

/**
 * What the catch-all route does with the routing answer (spec §4): follow a redirect, render a
 * page kind, or 404. A 404 on a review path still goes to the upsell page.
 */
export function routeOutcome(path: string, info: UrlInfoLike): RouteOutcome {
  if ((info.page_status === 301 || info.page_status === 302) && info.redirect_url) {
    return { kind: 'redirect', status: info.page_status, target: normaliseRedirect(info.redirect_url) };
  }
  const kind = pageKindFor(path, info.page_type);
  if (info.page_status === 404 && kind !== 'upsell') return { kind: 'not-found' };
  return kind ? { kind: 'page', pageKind: kind } : { kind: 'not-found' };
}

/**
 * The trailing-slash redirect target for a page path, or null when none is needed (the root, a
 * path that already ends in a slash, or a file such as /robots.txt).
 */
export function trailingSlashTarget(pathname: string): string | null {
  if (pathname === '/' || pathname.endsWith('/') || legacyApiTarget(pathname)) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${pathname}/`;
}

/**
 * The API route behind a public path: the spec's /nuxt/api/**, the same-origin /graphql and the
 * drawn product images under /media/** are served by pages/api. Null for every other path.
 */
export function legacyApiTarget(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/graphql') return '/api/graphql';
  if (path.startsWith('/nuxt/api/')) return `/api/nuxt/${path.slice('/nuxt/api/'.length)}`;
  if (path.startsWith('/media/')) return `/api/media/${path.slice('/media/'.length)}`;
  return null;
}
