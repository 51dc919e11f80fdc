import { fireEvent, render, screen } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { ErrorScreen } from './error-screen';

function fakeRouter(locale: string | undefined): NextRouter {
  return {
    pathname: '/_error',
    asPath: '/bikes/road/',
    query: {},
    route: '/_error',
    basePath: '',
    locale,
    locales: ['en-GB', 'de-DE'],
    defaultLocale: 'en-GB',
    push: jest.fn(() => Promise.resolve(true)),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  } as unknown as NextRouter;
}

/**
 * The screen as pages/_error.tsx renders it: no translations were loaded (no TranslationProvider;
 * the page's data, the gateway's answer, may be what failed), only the router knows the storefront.
 */
function renderErrorPage(statusCode: number, locale: string | undefined) {
  const router = fakeRouter(locale);
  render(
    <RouterContext.Provider value={router}>
      <ErrorScreen statusCode={statusCode} />
    </RouterContext.Provider>,
  );
  return router;
}

const shown = () => ({
  heading: screen.getByRole('heading', { level: 1 }).textContent,
  message: screen.getByTestId('ErrorScreen-root').querySelector('p')?.textContent,
  button: screen.getByRole('button').textContent,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const GERMAN_BUTTON = 'Zur Startseite';
const ENGLISH_BUTTON = 'Go to the home page';

describe('ErrorScreen without the page’s translations (the 500 and 503 pages)', () => {
  it.each([
    [
      'de-DE',
      503,
      'Fehler 503',
      'Unser Shop ist gerade kurz nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
      GERMAN_BUTTON,
    ],
    ['de-DE', 500, 'Fehler 500', 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.', GERMAN_BUTTON],
    ['en-GB', 503, 'Error 503', 'Our shop is briefly unavailable. Please try again in a minute.', ENGLISH_BUTTON],
    ['en-GB', 500, 'Error 500', 'Something went wrong on our side. Please try again in a moment.', ENGLISH_BUTTON],
    // The spec's wording; a locale that is no storefront's is the English storefront's.
    ['en-GB', 404, 'Error 404', 'Page Not Found', ENGLISH_BUTTON],
    ['fr-FR', 500, 'Error 500', 'Something went wrong on our side. Please try again in a moment.', ENGLISH_BUTTON],
    [undefined, 503, 'Error 503', 'Our shop is briefly unavailable. Please try again in a minute.', ENGLISH_BUTTON],
  ])('%s %s: the storefront’s language', (locale, statusCode, heading, message, button) => {
    renderErrorPage(statusCode, locale);
    expect(shown()).toEqual({ heading, message, button });
  });

  it('goes to the home page of the same storefront and logs the error', () => {
    const router = renderErrorPage(503, 'de-DE');
    fireEvent.click(screen.getByRole('button', { name: GERMAN_BUTTON }));
    expect(router.push).toHaveBeenCalledWith('/');
    expect(console.error).toHaveBeenCalledWith('[storefront] error 503');
  });
});

describe('ErrorScreen: why a page is not found, in the spec’s words (§8)', () => {
  const notFound = (locale: string, props: Partial<Parameters<typeof ErrorScreen>[0]>) => {
    render(
      <RouterContext.Provider value={fakeRouter(locale)}>
        <ErrorScreen statusCode={404} {...props} />
      </RouterContext.Provider>,
    );
    return shown().message;
  };

  it.each([
    ['en-GB', {}, 'Page Not Found'],
    ['en-GB', { notFound: 'route' as const }, 'Page not found'],
    ['en-GB', { notFound: 'invalid' as const, path: '/my-account/orders/a%20b/' }, 'Page Not Found: /my-account/orders/a%20b/'],
    [
      'en-GB',
      { notFound: 'invalid' as const, path: `/my-account/orders/${'Your_card_was_charged_twice._Call_us_on_'.repeat(3)}/` },
      'Page Not Found: /my-account/orders/Your_card_was_charged_twice._Call_us_on_…',
    ],
    ['de-DE', { path: '/fahrraeder/' }, 'Seite nicht gefunden'],
    ['de-DE', { notFound: 'invalid' as const, path: '/my-account/orders/abc/' }, 'Seite nicht gefunden: /my-account/orders/abc/'],
  ])('%s %j: %s', (locale, props, message) => {
    expect(notFound(locale, props)).toBe(message);
  });
});
