import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import type { GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { AppShellGetDocument } from '../../graphql/graphql';
import { locationCookies, serialiseCookie } from '../../features/store/store.rules';
import { countryParam } from '../shell/country-param';
import { locationCookieTtl } from '../config/public-config';
import { createServerApolloClient } from './server-apollo-client';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../../next-i18next.config.js');

export type ShopperPageProps = {
  __APOLLO_STATE__: NormalizedCacheObject;
};

/** Page data, an optional status, and translation namespaces known only once the data is loaded. */
export type PageLoadResult<P> = { props: P; status?: number; namespaces?: string[] } | { redirect: Redirect };

export type ShopperPageOptions<P> = {
  /** Translation namespaces the page needs besides the shell's. */
  namespaces?: string[];
  /** Page data, fetched in parallel with the shell through the same per-request client. */
  load?: (client: ApolloClient, ctx: GetServerSidePropsContext) => Promise<PageLoadResult<P>>;
};

const SHELL_NAMESPACES = ['common', 'menus', 'store', 'search'];

/**
 * getServerSideProps for every storefront page: a fresh Apollo client per request, the shell
 * (menus, countries, location, store network) and the page's own data in parallel, the location
 * cookies when a `country` parameter chose a country, translations, and the cache state for the
 * browser to restore.
 */
export async function shopperPage<P extends object>(
  ctx: GetServerSidePropsContext,
  options: ShopperPageOptions<P> = {},
): Promise<GetServerSidePropsResult<P & ShopperPageProps>> {
  const locale = ctx.locale ?? 'en-GB';
  const client = createServerApolloClient(ctx.req, locale);
  const country = countryParam(ctx.query);
  const [shell, page] = await Promise.all([
    client.query({ query: AppShellGetDocument, variables: { country } }),
    options.load ? options.load(client, ctx) : Promise.resolve<PageLoadResult<P>>({ props: {} as P }),
  ]);
  if ('redirect' in page) return { redirect: page.redirect };
  const location = shell.data?.shopperLocation;
  if (country && location?.source === 'EXPLICIT') {
    const secure = ctx.req.headers['x-forwarded-proto'] === 'https';
    ctx.res.setHeader('Set-Cookie', locationCookies(location.country, locationCookieTtl(), secure).map(serialiseCookie));
  }
  if (page.status) ctx.res.statusCode = page.status;
  const translations = await serverSideTranslations(
    locale,
    [...new Set([...SHELL_NAMESPACES, ...(options.namespaces ?? []), ...(page.namespaces ?? [])])],
    i18nConfig,
  );
  return {
    props: { ...page.props, ...translations, __APOLLO_STATE__: client.extract() as NormalizedCacheObject },
  };
}
