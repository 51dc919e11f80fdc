import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- the hrefs are held to next/link's own
import NextLink from 'next/link';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { Link, localeHref, type LinkHref } from './link';

// As next.config.ts builds the app: i18n, and trailingSlash with skipTrailingSlashRedirect (hrefs are written as given).
process.env.__NEXT_I18N_SUPPORT = 'true';
process.env.__NEXT_MANUAL_TRAILING_SLASH = 'true';

const DOMAIN_LOCALES = [
  { domain: 'www.cadence.example', defaultLocale: 'en-GB' },
  { domain: 'www.cadence.example.de', defaultLocale: 'de-DE' },
];

function fakeRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    pathname: '/[...slug]',
    asPath: '/bikes/road/',
    query: {},
    route: '/[...slug]',
    basePath: '',
    locale: 'en-GB',
    locales: ['en-GB', 'de-DE'],
    defaultLocale: 'en-GB',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    prefetch: jest.fn(() => Promise.resolve()),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
    ...overrides,
  } as NextRouter;
}

const withRouter = (router: NextRouter | null, ui: React.ReactNode) =>
  render(<RouterContext.Provider value={router}>{ui}</RouterContext.Provider>);

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Link: the href in the page', () => {
  const hrefs: LinkHref[] = [
    '/',
    '/bikes/road/',
    '/search/?q=helmet',
    '/blog/?page=2',
    '/fahrräder/ß/',
    '/a/../b/',
    // Around the plain-path shortcut (resolvePath): what it takes as given, and what it leaves to URL resolution.
    '/bikes/road',
    '/files/guide.v2.pdf',
    '/a..b/~c_d-e/',
    '/.well-known/security.txt',
    '/./bikes/',
    '/bikes/.',
    'bikes/road/',
    '/bikes/road/%20x/',
    '/api/cart/',
    '/de-DE/bikes/',
    '/bikes/#specs',
    '#main',
    'https://www.strava.com/clubs/cadence-cycles',
    'mailto:help@example.com',
    { pathname: '/auth/login/', query: { redirect: '/checkout/' } },
    { pathname: '/auth/register/', query: {} },
    { pathname: '/search/', query: { q: 'helm & lock', tag: ['a', 'b'] } },
  ];
  const routers = {
    'en-GB': fakeRouter(),
    'de-DE': fakeRouter({ locale: 'de-DE', asPath: '/bikes/road/' }),
    'de-DE on a blog page': fakeRouter({ locale: 'de-DE', pathname: '/blog/[slug]', asPath: '/blog/lock-guide/' }),
    'de-DE on its own domain': fakeRouter({
      locale: 'de-DE',
      defaultLocale: 'de-DE',
      isLocaleDomain: true,
      domainLocales: DOMAIN_LOCALES,
    }),
  };

  it.each(Object.entries(routers))('is the one next/link wrote, %s', (_name, router) => {
    for (const href of hrefs) {
      const ours = withRouter(router, <Link href={href}>ours</Link>);
      const theirs = withRouter(router, <NextLink href={href}>theirs</NextLink>);
      expect([href, hrefOf('ours')]).toEqual([href, hrefOf('theirs')]);
      ours.unmount();
      theirs.unmount();
    }
  });

  it('prefixes the German storefront and leaves the English one as given', () => {
    withRouter(fakeRouter({ locale: 'de-DE' }), <Link href="/cgr-al-105/">bike</Link>);
    expect(hrefOf('bike')).toBe('/de-DE/cgr-al-105/');
  });

  it('links to the other storefront with the locale prop (the language picker), as next/link did', () => {
    const router = fakeRouter({ asPath: '/bikes/road/?sort=price' });
    withRouter(
      router,
      <>
        <Link href={router.asPath} locale="de-DE">
          ours
        </Link>
        <NextLink href={router.asPath} locale="de-DE">
          theirs
        </NextLink>
      </>,
    );
    expect(hrefOf('ours')).toBe('/de-DE/bikes/road/?sort=price');
    expect(hrefOf('ours')).toBe(hrefOf('theirs'));
  });

  it('writes the absolute URL on the locale domain when each storefront has its own domain', () => {
    const domainLocales = DOMAIN_LOCALES;
    const router = { locale: 'en-GB', defaultLocale: 'en-GB', isLocaleDomain: true, domainLocales };
    expect(localeHref('/bikes/', router)).toBe('https://www.cadence.example/bikes/');
    expect(localeHref('/bikes/', router, 'de-DE')).toBe('https://www.cadence.example.de/bikes/');
    expect(localeHref('/bikes/', { ...router, domainLocales: [{ ...domainLocales[1]!, http: true }] }, 'de-DE')).toBe(
      'http://www.cadence.example.de/bikes/',
    );
    expect(localeHref('https://x.com/', router)).toBe('https://x.com/');
  });

  it('renders the href as given outside the app (no router)', () => {
    withRouter(null, <Link href={{ pathname: '/auth/login/', query: { redirect: '/cart/' } }}>sign in</Link>);
    expect(hrefOf('sign in')).toBe('/auth/login/?redirect=%2Fcart%2F');
  });
});

describe('Link: clicks', () => {
  it('navigates client-side on a plain left click, scrolling to the top', () => {
    const router = fakeRouter();
    withRouter(router, <Link href="/cgr-al-105/">bike</Link>);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'bike' }));
    expect(notCancelled).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/cgr-al-105/', '/cgr-al-105/', { locale: undefined, scroll: true });
  });

  it('passes scroll and locale to the router', () => {
    const router = fakeRouter();
    withRouter(
      router,
      <Link href="/bikes/" scroll={false} locale="de-DE">
        bikes
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'bikes' }));
    expect(router.push).toHaveBeenCalledWith('/bikes/', '/bikes/', { locale: 'de-DE', scroll: false });
  });

  it.each([
    ['meta', { metaKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const router = fakeRouter();
    withRouter(router, <Link href="/bikes/">bikes</Link>);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'bikes' }), init);
    expect(notCancelled).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves another target, a download and another origin to the browser', () => {
    const router = fakeRouter();
    withRouter(
      router,
      <>
        <Link href="/bikes/" target="_blank">
          new tab
        </Link>
        <Link href="/size-guide.pdf" download>
          download
        </Link>
        <Link href="https://www.strava.com/clubs/cadence-cycles">strava</Link>
        <Link href="/bikes/" target="_self">
          same tab
        </Link>
      </>,
    );
    for (const name of ['new tab', 'download', 'strava']) {
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
    }
    expect(router.push).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'same tab' }));
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it("calls the caller's onClick first, and a caller that prevents the default keeps the router out", () => {
    const router = fakeRouter();
    const onClick = jest.fn();
    withRouter(
      router,
      <>
        <Link href="/bikes/" onClick={onClick}>
          counted
        </Link>
        <Link href="/cart/" onClick={(event) => event.preventDefault()}>
          handled
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'counted' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'handled' }));
    expect(router.push).toHaveBeenCalledTimes(1);
  });
});

describe('Link: prefetching on intent', () => {
  it('prefetches nothing when rendered, then once when the shopper turns to the link', () => {
    const router = fakeRouter();
    withRouter(router, <Link href="/intent-once/">bike</Link>);
    const link = screen.getByRole('link', { name: 'bike' });
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/intent-once/', '/intent-once/', { locale: undefined, priority: true });
  });

  it.each([
    ['pointer', fireEvent.pointerEnter],
    ['keyboard focus', fireEvent.focus],
    ['touch', fireEvent.touchStart],
  ])('prefetches on %s', (name, fire) => {
    const router = fakeRouter();
    withRouter(router, <Link href={`/intent-${name.replace(' ', '-')}/`}>bike</Link>);
    fire(screen.getByRole('link', { name: 'bike' }));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
  });

  it("still calls the caller's pointer, focus and touch handlers", () => {
    const handlers = { onPointerEnter: jest.fn(), onFocus: jest.fn(), onTouchStart: jest.fn() };
    withRouter(
      fakeRouter(),
      <Link href="/handlers/" {...handlers}>
        bike
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'bike' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
  });

  it('prefetches no other origin', () => {
    const router = fakeRouter();
    withRouter(router, <Link href="https://x.com/cadencecycles">x</Link>);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'x' }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

describe('Link: the anchor', () => {
  it('forwards the ref and passes aria and other attributes through', () => {
    const ref = createRef<HTMLAnchorElement>();
    withRouter(
      fakeRouter(),
      <Link href="/" ref={ref} aria-label="Home" aria-current="page" className="logo" data-testid="Header-logo" rel="home">
        <svg />
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(ref.current).toBe(link);
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toBe('logo');
    expect(link.getAttribute('rel')).toBe('home');
    expect(screen.getByTestId('Header-logo')).toBe(link);
  });
});
