import { useRouter } from 'next/compat/router';
import type { NextRouter } from 'next/router';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent, Ref, TouchEvent } from 'react';

/** A query value as next/link took it: arrays repeat the key, anything else but text, numbers and booleans is empty. */
type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/** Where a link goes: a path (or an absolute URL), or a path with its query as an object. */
export type LinkHref = string | { pathname: string; query?: Record<string, QueryValue>; hash?: string };

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: LinkHref;
  /** The storefront the link goes to (the language picker); by default the page's own. */
  locale?: string;
  /** Scroll to the top after navigating (the router's default). */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

type LocaleRouter = Pick<NextRouter, 'locale' | 'defaultLocale' | 'isLocaleDomain' | 'domainLocales'>;

const ABSOLUTE_URL = /^[a-zA-Z][a-zA-Z\d+\-.]*?:/;

/** An absolute URL (with a scheme, mailto: and tel: too) or a protocol-relative one: not the router's to resolve. */
const isAbsolute = (url: string): boolean => ABSOLUTE_URL.test(url) || url.startsWith('//');

const queryPart = (value: QueryValue): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The href as text: an object is written as next/link wrote it (URLSearchParams encoding). */
export function formatHref(href: LinkHref): string {
  if (typeof href === 'string') return href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, queryPart(item));
    else params.set(key, queryPart(value as QueryValue));
  }
  const search = params.toString();
  const hash = href.hash ? (href.hash.startsWith('#') ? href.hash : `#${href.hash}`) : '';
  return `${href.pathname}${search ? `?${search}` : ''}${hash}`;
}

/**
 * A root path that URL resolution leaves as it is: segments of unreserved characters, none of them
 * `.` or `..` (no segment starts with a dot) and none empty (no `//`), with or without a trailing
 * slash, and no query or fragment.
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*)?$/;

/**
 * The path the router navigates to: resolved as a URL (percent-encoding, dot segments) against the
 * page's route, or its current path for a bare `#hash` or `?query`, as next/link resolved it.
 * Absolute URLs stay as given.
 */
export function resolvePath(href: string, router: Pick<NextRouter, 'pathname' | 'asPath'>): string {
  // Nearly every link is already a plain root path, which resolving would give back unchanged; the
  // two URLs it takes were 15 ms of a child bike page's load at 4x CPU slowdown (a few hundred links).
  if (PLAIN_PATH.test(href)) return href;
  if (isAbsolute(href)) return href;
  let base: URL;
  try {
    base = new URL(href.startsWith('#') || href.startsWith('?') ? router.asPath : router.pathname, 'http://n');
  } catch {
    base = new URL('/', 'http://n');
  }
  try {
    const url = new URL(href, base);
    return url.href.slice(url.origin.length);
  } catch {
    return href;
  }
}

const hasPrefix = (path: string, prefix: string): boolean => {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
};

/**
 * The href written into the page for a resolved path: the locale prefix when the locale is not the
 * default one (`/de-DE/bikes/`), or, with a domain per storefront, the absolute URL on the locale's
 * domain (`https://www.example.de/bikes/`). The same rules as next/link's (addLocale, getDomainLocale).
 */
export function localeHref(path: string, router: LocaleRouter | null, locale = router?.locale): string {
  if (!router || isAbsolute(path)) return path;
  if (router.isLocaleDomain && locale) {
    const wanted = locale.toLowerCase();
    const domain = router.domainLocales?.find(
      (d) => d.defaultLocale.toLowerCase() === wanted || d.locales?.some((l) => l.toLowerCase() === wanted),
    );
    if (domain) {
      const prefix = locale === domain.defaultLocale ? '' : `/${locale}`;
      return `http${domain.http ? '' : 's'}://${domain.domain}${prefix}${path}`;
    }
  }
  if (!locale || locale === router.defaultLocale || !path.startsWith('/')) return path;
  const lower = path.toLowerCase();
  if (hasPrefix(lower, '/api') || hasPrefix(lower, `/${locale.toLowerCase()}`)) return path;
  return `/${locale}${path}`;
}

/** Whether a click is the browser's to handle: a new tab or window, a download, another frame. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '' && target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

const isSameOrigin = (url: string): boolean => {
  if (!isAbsolute(url)) return true;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

/** Paths (with their locale) already prefetched on this page's life: the router is asked once each. */
const prefetched = new Set<string>();

/**
 * The storefront's link: a plain `<a href>` in the server HTML (with the locale prefix or domain,
 * as next/link wrote it), a client-side navigation through the pages router on a plain left click,
 * and the target page's code prefetched when the shopper turns to the link (pointer, touch or
 * keyboard focus). next/link prefetched every link that scrolled into view (an IntersectionObserver
 * per link); nearly every catalogue link goes to the `[...slug]` route, whose code the page already
 * has, so that bought little and cost every page's first load the link, the observer and its
 * helpers. Modified clicks, `target`, `download` and other origins are left to the browser.
 * (next/link's `replace`, `shallow` and `prefetch` props had no users and are left out.)
 */
export function Link({
  href: hrefProp,
  locale,
  scroll,
  onClick,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ref,
  ...rest
}: LinkProps): React.JSX.Element {
  const router = useRouter();
  const formatted = formatHref(hrefProp);
  const path = router ? resolvePath(formatted, router) : formatted;
  const href = localeHref(path, router, locale);

  const prefetch = () => {
    if (!router || !isSameOrigin(path)) return;
    const key = `${path}%${locale ?? router.locale}`;
    if (prefetched.has(key)) return;
    prefetched.add(key);
    // A prefetch that fails (offline, a route that does not exist) costs the click nothing: it loads as usual.
    router.prefetch(path, path, { locale, priority: true }).catch(() => prefetched.delete(key));
  };

  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!router || event.defaultPrevented || leftToBrowser(event) || !isSameOrigin(path)) return;
        event.preventDefault();
        void router.push(path, path, { locale, scroll: scroll ?? true });
      }}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}
