/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import type { GetServerSidePropsContext } from 'next';
import { shopperPage } from './shopper-page';
import { INCOMPLETE_PAGE_CACHE_CONTROL } from '../shared/ssr/server-apollo-client';

/** What the gateway answers the page's queries with, per test. */
let answer: () => { data?: unknown; error?: unknown } = () => ({ data: {} });

jest.mock('../shared/ssr/server-gateway-client', () => ({
  ...jest.requireActual('../shared/ssr/server-gateway-client'),
  createServerGatewayClient: () => ({ query: async () => answer() }),
}));

/** A request for a page every shopper shares, and what the page said in its response's head. */
function context() {
  const headers: Record<string, unknown> = {};
  const ctx = {
    req: { headers: {}, cookies: {}, socket: { remoteAddress: '127.0.0.1' } },
    res: {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
      appendHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    },
    query: {},
    locale: 'en-GB',
  } as unknown as GetServerSidePropsContext;
  return { ctx, headers };
}

const shell = { shopperLocation: { country: 'GB', source: 'DEFAULT' }, mainMenu: null };

describe('shopperPage and the page cache', () => {
  it('marks a shared page rendered around a part out of reach as not to be kept by any cache', async () => {
    answer = () => ({
      data: shell,
      error: new CombinedGraphQLErrors({
        data: shell,
        errors: [{ message: 'menus unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      }),
    });
    const { ctx, headers } = context();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await shopperPage(ctx, { shared: true });
    warn.mockRestore();
    expect('props' in result).toBe(true);
    expect(headers['x-page-scope']).toBe('shared');
    expect(headers['cache-control']).toBe(INCOMPLETE_PAGE_CACHE_CONTROL);
  });

  it('leaves a page rendered from whole answers to be kept', async () => {
    answer = () => ({ data: shell });
    const { ctx, headers } = context();
    await shopperPage(ctx, { shared: true });
    expect(headers['x-page-scope']).toBe('shared');
    expect(headers['cache-control']).toBeUndefined();
  });
});
