import * as emotion from '@emotion/react';
import * as emotionJsx from '@emotion/react/jsx-runtime';
import * as React from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ProductListingModel } from '../../hooks/use-product-listing';
import { parseListingQuery } from '../../listing.rules';
import { ProductListing } from './product-listing';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options && Object.keys(options).length ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));
jest.mock('../../../personal/components/save-heart/save-heart', () => ({ SaveHeart: () => null }));

/** A listing opened with a price range in its URL (/bikes/road/?price=1000_2000), nothing in it. */
const listing = (): ProductListingModel =>
  ({
    state: parseListingQuery({ price: '1000_2000' }),
    items: [],
    total: 0,
    facets: [],
    currency: 'GBP',
    sortOptions: ['position'],
    corrected: null,
    refreshing: false,
    loadingMore: false,
    error: null,
    hasMore: false,
    loadMore: async () => undefined,
    toggle: async () => true,
    setPrice: async () => true,
    setSort: async () => true,
    clear: async () => true,
  }) as unknown as ProductListingModel;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ProductListing hydration', () => {
  it('hydrates a listing opened with a filter without a mismatch, before and after the chips’ code has arrived', async () => {
    // The server: every part rendered (Next's pages renderer waits for the whole page).
    renderToString(<ProductListing listing={listing()} />);
    await act(async () => {
      await import('../active-filters/active-filters');
      await tick();
    });
    const html = renderToString(<ProductListing listing={listing()} />);
    expect(html).toContain('catalogue.listing.clearAll');
    expect(html).toContain(
      'catalogue.listing.priceRange:{&quot;from&quot;:&quot;£1,000&quot;,&quot;to&quot;:&quot;£2,000&quot;}',
    );

    // The browser, first visit: the listing's module as a fresh page has it, the chips' chunk not
    // loaded yet (the same React and Emotion as the server render's).
    let BrowserListing: typeof ProductListing | undefined;
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      jest.doMock('@emotion/react', () => emotion);
      jest.doMock('@emotion/react/jsx-runtime', () => emotionJsx);
      // A module registry of its own is filled synchronously: require, not import().
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      BrowserListing = (require('./product-listing') as typeof import('./product-listing')).ProductListing;
    });
    const Listing = BrowserListing!;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, <Listing listing={listing()} />, { onRecoverableError: (error) => recoverable.push(error) });
        await tick();
      });
      await act(tick);
      expect(recoverable.map(String)).toEqual([]);
      expect(consoleError.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
      // The chips are there (the server's, hydrated once their code came) and the price panel is open.
      expect(container.textContent).toContain('catalogue.listing.clearAll');
      expect(container.querySelector('details')?.open).toBe(true);
      expect((container.querySelector('input[name=price_from]') as HTMLInputElement).value).toBe('1000');
      expect((container.querySelector('input[name=price_to]') as HTMLInputElement).value).toBe('2000');
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});

describe('listingStyles', () => {
  it("writes out the card's DRAWN_WHEN_NEAR for the cards after the first six, unchanged", async () => {
    const { listingStyles } = await import('./product-listing.styles');
    const { DRAWN_WHEN_NEAR } = await import('../product-card/drawn-when-near');
    const compact = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');
    expect(compact(listingStyles.styles)).toContain(`.grid>li:nth-child(n+7)>*{${compact(DRAWN_WHEN_NEAR)}}`);
  });
});
