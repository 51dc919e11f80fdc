import { randomUUID } from 'node:crypto';
import type { Commerce } from '@cadence/commerce/commerce';
import { parse as parseCookies } from 'cookie';
import { toStoreCode, type StoreCode } from '../shared/stores';
import { clientAddress } from '@cadence/commerce/modules/store/store.rules';
import type { Country, ShopperLocation } from '@cadence/commerce/modules/store/store.types';
import type { AuthenticatedCustomer } from '@cadence/commerce/modules/customer/customer.types';
import { createLoaders, type Loaders } from './loaders';

/** The location cookie the storefront writes when a country is chosen (spec §4). */
export const LOCATION_COOKIE = 'location';

/** Request headers the gateway forwards to remote subgraphs so they build the same context. */
export const FORWARDED_HEADERS = ['cookie', 'store', 'x-forwarded-for', 'x-request-id', 'user-agent'] as const;

/** What every resolver sees: who is asking, for which storefront, and per-request loaders. */
export type GatewayContext = {
  requestId: string;
  store: StoreCode;
  cookies: Record<string, string | undefined>;
  /** ISO country code from the edge header, if any. */
  edgeCountry: string | null;
  clientIp: string;
  /** Raw headers kept for forwarding to remote subgraphs. */
  forward: Record<string, string>;
  commerce: Commerce;
  loaders: Loaders;
  /** The shopper's country (cookie, edge header, storefront's country, first country), resolved once per request. */
  shopperCountry: () => Promise<Country | null>;
  /** The same, with how it was chosen (for cache keys that must tell a cookie from an edge guess). */
  shopperLocation: () => Promise<ShopperLocation | null>;
  /** The signed-in customer behind the customer_token cookie, resolved once per request. */
  session: () => Promise<AuthenticatedCustomer | null>;
  /** Set-Cookie values resolvers add (sign-in, renewal, sign-out); the HTTP layer sends them. */
  responseCookies: string[];
  /** Whether cookies get the Secure attribute (everywhere but local development). */
  cookieSecure: boolean;
};

export type ContextOptions = { commerce: Commerce; edgeCountryHeader: string; trustProxy: boolean; cookieSecure?: boolean };

type HeaderSource = { get(name: string): string | undefined };

/** Builds a fresh context (and fresh DataLoaders) for one request. */
export function buildContext(headers: HeaderSource, socketAddress: string | undefined, options: ContextOptions): GatewayContext {
  const forward: Record<string, string> = {};
  for (const name of [...FORWARDED_HEADERS, options.edgeCountryHeader]) {
    const value = headers.get(name);
    if (value) forward[name] = value;
  }
  const requestId = headers.get('x-request-id') ?? randomUUID();
  forward['x-request-id'] = requestId;
  const store = toStoreCode(headers.get('store'));
  const cookies = parseCookies(headers.get('cookie') ?? '');
  const edgeCountry = headers.get(options.edgeCountryHeader)?.trim().toUpperCase() || null;
  let location: Promise<ShopperLocation | null> | undefined;
  const shopperLocation = () =>
    (location ??= options.commerce.store.shopperLocation({
      cookie: cookies[LOCATION_COOKIE],
      edge: edgeCountry,
      storefront: store,
    }));
  const shopperCountry = async () => (await shopperLocation())?.country ?? null;
  let session: Promise<AuthenticatedCustomer | null> | undefined;
  return {
    requestId,
    store,
    cookies,
    edgeCountry,
    clientIp: clientAddress(options.trustProxy ? headers.get('x-forwarded-for') : null, socketAddress),
    forward,
    commerce: options.commerce,
    loaders: createLoaders(options.commerce, { store, currency: async () => (await shopperCountry())?.currency ?? 'GBP' }),
    shopperCountry,
    shopperLocation,
    session: () => (session ??= options.commerce.sessions.authenticate(cookies['customer_token'])),
    responseCookies: [],
    cookieSecure: options.cookieSecure ?? true,
  };
}
