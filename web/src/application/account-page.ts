import type { ServerQueryClient } from '../shared/ssr/server-gateway-client';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { CustomerAccountGetDocument } from '../graphql/documents/CustomerAccountGetDocument';
import { shopperPage, type PageLoadResult, type ShopperPageProps } from './shopper-page';
import { localisedPath } from '../features/customer/account/account.rules';
import { isUnauthenticated } from '../shared/forms/server-errors';
import { signInPath } from '../features/customer/session/session-paths.rules';

/** A page's own account data, loaded beside the customer's profile and address book. */
export type AccountPageLoad<P> = (client: ServerQueryClient, ctx: GetServerSidePropsContext) => Promise<PageLoadResult<P>>;

/** The request's path without the locale prefix or the query (what the sign-in page returns to). */
export const accountRequestPath = (ctx: GetServerSidePropsContext): string => (ctx.resolvedUrl || '/').split('?', 1)[0] ?? '/';

/**
 * getServerSideProps of an account page (spec §2, §6): the customer's data (CustomerAccountGet,
 * which every account page renders from) and the page's own data in parallel through the
 * request's Apollo client, the `account` translations, never stored by a shared cache. A visitor
 * without a valid session is sent to sign in and back (the proxy does this first for visitors
 * without session cookies; this catches expired or revoked sessions, whose cookies shopperPage clears).
 */
export function accountPage<P extends object>(
  ctx: GetServerSidePropsContext,
  load?: AccountPageLoad<P>,
): Promise<GetServerSidePropsResult<P & ShopperPageProps>> {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return shopperPage<P>(ctx, {
    namespaces: ['account'],
    load: async (client) => {
      const [account, page] = await Promise.allSettled([
        client.query({ query: CustomerAccountGetDocument, errorPolicy: 'all' }),
        load ? load(client, ctx) : Promise.resolve<PageLoadResult<P>>({ props: {} as P }),
      ]);
      if (account.status === 'rejected') throw account.reason;
      if (!account.value.data?.customer) {
        if (isUnauthenticated(account.value.error)) {
          return {
            redirect: {
              destination: localisedPath(signInPath(accountRequestPath(ctx)), ctx.locale, ctx.defaultLocale),
              permanent: false,
            },
          };
        }
        throw account.value.error ?? new Error('The customer account could not be loaded');
      }
      if (page.status === 'rejected') throw page.reason;
      return page.value;
    },
  });
}
