import type { Commerce } from '@cadence/commerce/commerce';
import type { AuthenticatedCustomer } from '@cadence/commerce/modules/customer/customer.types';
import type { Country, ShopperLocation } from '@cadence/commerce/modules/store/store.types';
import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import type { StoreCode } from '@cadence/server-kit/storefronts';

/** The location cookie the storefront writes when a country is chosen (spec §4). */
export const LOCATION_COOKIE = SHOP_COOKIES.location.name;

/** What every resolver sees: who is asking, for which storefront, in which currency. */
export type RequestContext = {
  requestId: string;
  store: StoreCode;
  cookies: Record<string, string | undefined>;
  /** ISO country code from the edge header, if any. */
  edgeCountry: string | null;
  /** The client's address, by the one rule of @cadence/server-kit/client-address. */
  clientIp: string;
  /** When the request's time is up (ms since the epoch): no subgraph fetch starts after it. */
  deadline: number;
  /** Raw headers kept for forwarding to remote subgraphs. */
  forward: Record<string, string>;
  commerce: Commerce;
  /** The shopper's country (cookie, edge header, storefront's country, first country), resolved once per request. */
  shopperCountry: () => Promise<Country | null>;
  /** The currency prices are read in: the shopper's country's (store module's rule), resolved once per request. */
  currency: () => Promise<string>;
  /** The same, with how it was chosen (for cache keys that must tell a cookie from an edge guess). */
  shopperLocation: () => Promise<ShopperLocation | null>;
  /** The signed-in customer behind the customer_token cookie, resolved once per request. */
  session: () => Promise<AuthenticatedCustomer | null>;
  /** Set-Cookie values resolvers add (sign-in, renewal, sign-out); the HTTP layer sends them. */
  responseCookies: string[];
  /** Whether cookies get the Secure attribute (everywhere but local development). */
  cookieSecure: boolean;
};

/**
 * A subgraph's context: the request's, plus the per-request DataLoaders the subgraph owns
 * (`<name>.loaders.ts`). The gateway builds one context with every subgraph's loaders.
 */
export type SubgraphContext<Loaders> = RequestContext & { loaders: Loaders };

/** The storefront, currency and country a shopper's prices and shipping rules are read in. */
export async function shopperScope(
  ctx: Pick<RequestContext, 'store' | 'currency' | 'shopperCountry'>,
): Promise<{ store: string; currency: string; countryCode: string | null }> {
  const [currency, country] = await Promise.all([ctx.currency(), ctx.shopperCountry()]);
  return { store: ctx.store, currency, countryCode: country?.code ?? null };
}
