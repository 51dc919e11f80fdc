import { randomUUID } from 'node:crypto';
import type { Commerce } from '@cadence/commerce/commerce';
import { parse as parseCookies } from 'cookie';
import { toStoreCode } from '@cadence/server-kit/storefronts';
import { clientAddress, PROXY_SECRET_HEADER, proxyMatcher, type ProxyTrust } from '@cadence/server-kit/client-address';
import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import type { ShopperLocation } from '@cadence/commerce/modules/store/store.types';
import type { AuthenticatedCustomer } from '@cadence/commerce/modules/customer/customer.types';
import { LOCATION_COOKIE, type SubgraphContext } from '../shared/context';
import { shopperCurrency } from '@cadence/commerce/modules/store/store.rules';
import { createCatalogueLoaders, type CatalogueLoaders } from '../subgraphs/catalogue/catalogue.loaders';
import { createCustomerLoaders, type CustomerLoaders } from '../subgraphs/customer/customer.loaders';
import { createRoutingLoaders, type RoutingLoaders } from '../subgraphs/routing/routing.loaders';
import { createStoreLoaders, type StoreLoaders } from '../subgraphs/store/store.loaders';

/**
 * Request headers the gateway forwards to remote subgraphs so they build the same context. The
 * client's address is not among them: the gateway sends the address it decided (X-Forwarded-For)
 * with the proxy secret, so a subgraph believes the gateway and no one else.
 */
export const FORWARDED_HEADERS = ['cookie', 'store', 'x-request-id', 'user-agent'] as const;

/** The context of one request: every subgraph's loaders over the shared request context. */
export type GatewayContext = SubgraphContext<CatalogueLoaders & StoreLoaders & RoutingLoaders & CustomerLoaders>;

export type ContextOptions = {
  commerce: Commerce;
  edgeCountryHeader: string;
  proxyTrust: ProxyTrust;
  cookieSecure?: boolean;
  /** How long the request may run (the gateway's GRAPHQL_TIMEOUT_MS). */
  timeoutMs?: number;
};

/** The trusted-proxy matcher of a trust setting, built once (buildContext runs per request). */
const matchers = new WeakMap<ProxyTrust, (address: string) => boolean>();
const matcherFor = (trust: ProxyTrust) => {
  let matcher = matchers.get(trust);
  if (!matcher) matchers.set(trust, (matcher = proxyMatcher(trust.proxies)));
  return matcher;
};

type HeaderSource = { get(name: string): string | undefined };

/** Builds a fresh context (and fresh DataLoaders) for one request. */
export function buildContext(headers: HeaderSource, socketAddress: string | undefined, options: ContextOptions): GatewayContext {
  const forward: Record<string, string> = {};
  for (const name of [...FORWARDED_HEADERS, options.edgeCountryHeader]) {
    const value = headers.get(name);
    if (value) forward[name] = value;
  }
  const requestId = requestIdFrom(headers.get('x-request-id'));
  forward['x-request-id'] = requestId;
  const clientIp = clientAddress(
    { socketAddress, forwardedFor: headers.get('x-forwarded-for'), proxySecret: headers.get(PROXY_SECRET_HEADER) },
    options.proxyTrust,
    matcherFor(options.proxyTrust),
  );
  if (clientIp) forward['x-forwarded-for'] = clientIp;
  if (options.proxyTrust.secret) forward[PROXY_SECRET_HEADER] = options.proxyTrust.secret;
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
  const currency = async () => shopperCurrency(await shopperCountry());
  let session: Promise<AuthenticatedCustomer | null> | undefined;
  return {
    requestId,
    store,
    cookies,
    edgeCountry,
    clientIp,
    deadline: Date.now() + (options.timeoutMs ?? 10_000),
    forward,
    commerce: options.commerce,
    loaders: {
      ...createCatalogueLoaders(options.commerce, { store, currency }),
      ...createStoreLoaders(options.commerce),
      ...createRoutingLoaders(options.commerce),
      ...createCustomerLoaders(options.commerce),
    },
    shopperCountry,
    shopperLocation,
    currency,
    session: () => (session ??= options.commerce.sessions.authenticate(cookies[SHOP_COOKIES.customerToken.name])),
    responseCookies: [],
    cookieSecure: options.cookieSecure ?? true,
  };
}

/** A request id a caller may pass (a proxy's), or a new one: short and plain, so it is safe in logs. */
function requestIdFrom(given: string | undefined): string {
  return given && /^[A-Za-z0-9._:-]{1,100}$/.test(given) ? given : randomUUID();
}
