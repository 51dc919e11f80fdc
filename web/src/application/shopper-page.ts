import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { AppShellGetDocument } from '../graphql/documents/AppShellGetDocument';
import { CustomerGetDocument } from '../graphql/documents/CustomerGetDocument';
import { isUnauthenticated } from '../shared/forms/server-errors';
import { isLoggedIn } from '../features/customer/customer.rules';
import { clearedSessionCookies } from '@cadence/server-kit/cookies';
import { guestCookieHeader } from '../features/customer/session/session.rules';
import { serverEnv } from '../shared/config/server-env';
import { pageTranslations } from '../shared/i18n/server-translations';
import { locationCookies } from '../features/store/store.rules';
import { countryParam } from '../shared/shell/country-param';
import { locationCookieTtl } from '../shared/config/public-config';
import {
  createServerPageClient,
  INCOMPLETE_PAGE_CACHE_CONTROL,
  recordQueryResults,
  type ServerQueryClient,
} from '../shared/ssr/server-apollo-client';
import type { PageLoadResult, ShopperPageProps } from '../shared/ssr/page-load';
import { referToAnswers } from '../shared/apollo/answer-refs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../next-i18next.config.js');

export type { PageLoadResult, ShopperPageProps };

export type ShopperPageOptions<P> = {
  /** Translation namespaces the page needs besides the shell's. */
  namespaces?: string[];
  /** Page data, fetched in parallel with the shell through the same per-request client. */
  load?: (client: ServerQueryClient, ctx: GetServerSidePropsContext) => Promise<PageLoadResult<P>>;
  /**
   * A page every shopper shares (catalogue, content, search, blog): rendered as for a guest, whoever
   * asks — the session is not sent to the gateway and the customer is not fetched; the header's
   * personal parts fill in in the browser — and marked so the page cache serves the one copy to
   * guests and signed-in customers alike.
   */
  shared?: boolean;
};

/** The response header that marks a page every shopper shares (web/server/html-cache.cjs reads it). */
export const SHARED_PAGE_HEADER = ['x-page-scope', 'shared'] as const;

/**
 * What the header, footer and consent banner render on every page. The header's parts of other
 * features (the cart button, the search box, the sign-in link and the customer's menu) read the
 * small `shell` namespace; the `cart`, `auth` and `search` namespaces come only with the pages
 * that render them, and the cart drawer loads its texts when it opens (features/cart/cart-texts.ts):
 * 5 kB less in every page's data, which keeps a category page's HTML under V8's 128 kB
 * large-object size.
 */
const SHELL_NAMESPACES = ['common', 'menus', 'store', 'shell'];

/**
 * The signed-in customer for the header and the account pages, fetched only when the session
 * cookies are there (spec §4). UNAUTHENTICATED (a revoked or expired session) means signed out:
 * the stale cookies are cleared so the auth pages are no longer closed to the shopper. Other
 * failures leave the page signed out for this render without touching the cookies.
 */
async function fetchCustomer(client: ServerQueryClient, ctx: GetServerSidePropsContext): Promise<string[]> {
  if (!isLoggedIn(ctx.req.cookies)) return [];
  try {
    const { error } = await client.query({ query: CustomerGetDocument, errorPolicy: 'all' });
    if (error && isUnauthenticated(error)) return clearedSessionCookies(serverEnv().cookieSecure, { cart: false });
    if (error) console.warn(`[ssr] customer unavailable: ${error.message}`);
  } catch (error) {
    console.warn(`[ssr] customer unavailable: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
  return [];
}

/**
 * getServerSideProps for every storefront page: a fresh Apollo client per request, the shell
 * (menus, countries, location, store network), the signed-in customer and the page's own data in
 * parallel, the location cookies when a `country` parameter chose a country, translations, and
 * the answers the page renders from (on the server and, until it needs the network, in the browser).
 */
export async function shopperPage<P extends object>(
  ctx: GetServerSidePropsContext,
  options: ShopperPageOptions<P> = {},
): Promise<GetServerSidePropsResult<P & ShopperPageProps>> {
  const locale = ctx.locale ?? 'en-GB';
  const shared = options.shared ?? false;
  const client = createServerPageClient(ctx.req, locale, {
    cookie: shared ? guestCookieHeader(ctx.req.headers.cookie) : undefined,
    // A page rendered around a missing part (prices, menus or results out of reach) goes to this
    // shopper only: kept, every shopper would get it until it expired (web/server/html-cache.cjs).
    onIncomplete: () => ctx.res.setHeader('Cache-Control', INCOMPLETE_PAGE_CACHE_CONTROL),
  });
  const results = recordQueryResults(client);
  const country = countryParam(ctx.query);
  if (shared) ctx.res.setHeader(...SHARED_PAGE_HEADER);
  const [shell, page, sessionCookies] = await Promise.all([
    client.query({ query: AppShellGetDocument, variables: { country } }),
    options.load ? options.load(client, ctx) : Promise.resolve<PageLoadResult<P>>({ props: {} as P }),
    shared ? Promise.resolve([]) : fetchCustomer(client, ctx),
  ]);
  const setCookies = [...sessionCookies];
  const location = shell.data?.shopperLocation;
  if (country && location?.source === 'EXPLICIT') {
    // Secure as every cookie the servers set (serverEnv's rule), never as a request header says.
    setCookies.push(...locationCookies(location.country, locationCookieTtl(), serverEnv().cookieSecure));
  }
  if (setCookies.length) ctx.res.appendHeader('Set-Cookie', setCookies);
  if ('redirect' in page) return { redirect: page.redirect };
  if (page.status) ctx.res.statusCode = page.status;
  const translations = await pageTranslations(
    locale,
    [...SHELL_NAMESPACES, ...(options.namespaces ?? []), ...(page.namespaces ?? [])],
    i18nConfig,
  );
  // What the page's props share with the answers is sent once (answer-refs.ts; _app resolves it).
  return {
    props: { ...referToAnswers(page.props, results), ...translations, __QUERY_RESULTS__: results },
  };
}
