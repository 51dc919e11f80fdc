import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ToastsProvider } from '../shared/toasts/toasts';
import { LAYOUTS } from './layouts';

jest.mock('./shell/header/header', () => ({ Header: () => <header>the header</header> }));
jest.mock('./shell/footer/footer', () => ({ Footer: () => <footer>the footer</footer> }));
jest.mock('./shell/use-app-shell', () => ({ useAppShell: () => ({}) }));
jest.mock('../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('next/dynamic', () => () => () => null);

/** The parts of the page in server HTML between React's Suspense boundary markers (`<!--$-->` … `<!--/$-->`). */
const boundaries = (html: string) => [...html.matchAll(/<!--\$-->(.*?)<!--\/\$-->/g)].map((m) => m[1]);

describe('layouts', () => {
  // Each boundary hydrates on its own after the page's frame, in slices the browser can interrupt,
  // instead of the whole page in one long task (Total Blocking Time on phones).
  it('server-renders the header, the page and the footer as separately hydrated parts', () => {
    const Layout = LAYOUTS.default;
    const html = renderToString(
      <ToastsProvider>
        <Layout>
          <p>the page</p>
        </Layout>
      </ToastsProvider>,
    );
    expect(boundaries(html)).toEqual(['<header>the header</header>', '<p>the page</p>', '<footer>the footer</footer>']);
    // The page is inside the main landmark, so skipping to it still works before hydration.
    expect(html).toMatch(/<main id="main"[^>]*><!--\$--><p>the page<\/p><!--\/\$--><\/main>/);
  });

  it('keeps the page its own part in the slim layouts too', () => {
    const Layout = LAYOUTS.simple;
    const html = renderToString(
      <ToastsProvider>
        <Layout>
          <p>the quote</p>
        </Layout>
      </ToastsProvider>,
    );
    expect(boundaries(html)).toContain('<p>the quote</p>');
    expect(boundaries(html)).toContain('<footer>the footer</footer>');
  });

  it('shows toasts below the header, never over its controls; top right once the header has scrolled away', () => {
    const Layout = LAYOUTS.default;
    render(
      <ToastsProvider>
        <Layout>
          <p>the page</p>
        </Layout>
      </ToastsProvider>,
    );
    const outlet = screen.getByTestId('Toasts-outlet');
    // In the page's flow right after the header and before the page: a toast fixed to the top of
    // the viewport covered the header's country picker, account and cart for its five seconds.
    expect(screen.getByRole('banner').nextElementSibling).toBe(outlet);
    expect(outlet.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(outlet).position).toBe('sticky');
    expect(getComputedStyle(outlet).top).toBe('0px');
    // The live region is there from the start, so the first toast is announced.
    expect(outlet.querySelector('[data-testid="Toasts-list"]')!.getAttribute('aria-live')).toBe('polite');
  });
});
