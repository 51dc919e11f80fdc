import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import type { GetServerSidePropsContext } from 'next';
import { countryParam } from '../../../shared/shell/country-param';
import { guestCookieHeader } from '../../customer/session/session.rules';

/**
 * Operation context for a page's own query when a `country` parameter chose the country (spec §2):
 * the location cookie is only written with this response, so the query carries it already, and
 * prices and shipping match the country the shell shows. Catalogue pages are shared by every
 * shopper, so the session's cookies are left out here too.
 */
const LOCATION = SHOP_COOKIES.location.name;

export function shopperCountryContext(ctx: GetServerSidePropsContext): { headers: Record<string, string> } | undefined {
  const country = countryParam(ctx.query);
  if (!country) return undefined;
  const others = guestCookieHeader(ctx.req.headers.cookie)
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c && !c.startsWith(`${LOCATION}=`));
  return { headers: { cookie: [...others, `${LOCATION}=${country}`].join('; ') } };
}
