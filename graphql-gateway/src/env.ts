import { z } from 'zod';
import { proxyMatcher, type ProxyTrust } from '@cadence/server-kit/client-address';
import { secureCookies } from '@cadence/server-kit/cookies';
import { storefrontOrigins } from '@cadence/server-kit/storefronts';

export const SUBGRAPH_NAMES = ['routing', 'menus', 'store', 'catalogue', 'customer', 'cart', 'finance'] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PORT: z.coerce.number().int().positive().default(4000),
  /** Header an edge/CDN sets with the visitor's ISO country code. */
  EDGE_COUNTRY_HEADER: z.string().toLowerCase().default('cloudfront-viewer-country'),
  /** Introspection and the explorer: on in development, off in production unless set to true. */
  GRAPHQL_INTROSPECTION: bool.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(12),
  /** Most objects one operation may answer: each object weighs 1, multiplied by the sizes of the lists it sits in (query-cost.ts). */
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(10_000),
  /** How long one GraphQL request may run before it is answered with REQUEST_TIMEOUT (503). */
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The largest GraphQL answer sent, in bytes; a larger one is refused with RESPONSE_TOO_LARGE. */
  GRAPHQL_MAX_RESPONSE_BYTES: z.coerce.number().int().positive().default(10_000_000),
  /**
   * Networks (comma-separated CIDR) whose X-Forwarded-For is believed: the web app and any proxy in
   * front of the gateway. Empty trusts no one (the socket's address is the client's).
   */
  TRUSTED_PROXIES: z.string().default('127.0.0.0/8,::1/128'),
  /**
   * A secret the trusted proxies must also send (x-cadence-proxy-secret); scripts/serve.mjs makes one
   * per start. Required in scaled mode: a subgraph served on its own answers only callers sending it.
   */
  PROXY_SECRET: z.string().min(16).optional(),
  /** Memoisation of countries, menus and flags in milliseconds (0 disables). */
  REFERENCE_TTL_MS: z.coerce.number().int().min(0).default(30000),
  /** Memoisation of catalogue answers in milliseconds (0 disables); unset: REFERENCE_TTL_MS, at most 10 s. */
  CATALOGUE_TTL_MS: z.coerce.number().int().min(0).optional(),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Queries planned as one fetch from a subgraph in this process run on it directly (gateway/single-fetch.ts). */
  GATEWAY_SINGLE_FETCH: bool.default(true),
  /** In-process subgraphs run repeated operations compiled by graphql-jit (gateway/local-data-source.ts). */
  GATEWAY_JIT: bool.default(true),
  /** Whole-response cache for anonymous public reads, in milliseconds (whole seconds; 0 disables). */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10000),
  /** Serve one subgraph alone (subgraph-main): its name and port. */
  SUBGRAPH_NAME: z.enum(SUBGRAPH_NAMES).optional(),
  SUBGRAPH_PORT: z.coerce.number().int().positive().optional(),
  SUBGRAPH_ROUTING_URL: z.url().optional(),
  SUBGRAPH_MENUS_URL: z.url().optional(),
  SUBGRAPH_STORE_URL: z.url().optional(),
  SUBGRAPH_CATALOGUE_URL: z.url().optional(),
  SUBGRAPH_CUSTOMER_URL: z.url().optional(),
  SUBGRAPH_CART_URL: z.url().optional(),
  SUBGRAPH_FINANCE_URL: z.url().optional(),
  /** How long the gateway waits for a remote subgraph's answer before answering that part SERVICE_UNAVAILABLE. */
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** Secure attribute on session cookies: by default on exactly when the storefront is served over HTTPS. */
  COOKIE_SECURE: bool.optional(),
  /** The storefronts' public origins (also read by commerce for links in emails): https means Secure cookies. */
  SITE_URL_EN: z.string().optional(),
  SITE_URL_DE: z.string().optional(),
  SITE_DOMAIN_EN: z.string().optional(),
  SITE_DOMAIN_DE: z.string().optional(),
});

export type GatewayEnv = Readonly<{
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  edgeCountryHeader: string;
  introspection: boolean;
  maxDepth: number;
  maxCost: number;
  timeoutMs: number;
  maxResponseBytes: number;
  proxyTrust: ProxyTrust;
  /**
   * The commerce backend's memos, as startCommerce takes them: reference data, and catalogue answers
   * (undefined: the backend's default, the reference TTL at most 10 s).
   */
  memos: Readonly<{ referenceTtlMs: number; catalogueTtlMs: number | undefined }>;
  responseCacheTtlMs: number;
  /** Whether single-fetch queries skip the gateway's plan execution (GATEWAY_SINGLE_FETCH, default true). */
  singleFetch: boolean;
  /** Whether in-process subgraphs run repeated operations compiled by graphql-jit (GATEWAY_JIT, default true). */
  jit: boolean;
  shutdownGraceMs: number;
  cookieSecure: boolean;
  subgraph: { name: SubgraphName; port: number } | null;
  /** Subgraphs served elsewhere; any subgraph not listed runs in the gateway process. */
  remoteSubgraphs: Partial<Record<SubgraphName, string>>;
  /** The most a remote subgraph's fetch may take. */
  subgraphTimeoutMs: number;
}>;

/** Parses the gateway configuration and fails fast naming the offending variable. */
export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid gateway configuration: ${problems}`);
  }
  const v = parsed.data;
  try {
    proxyMatcher(
      v.TRUSTED_PROXIES.split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    );
  } catch (error) {
    throw new Error(`Invalid gateway configuration: TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  const remoteSubgraphs: Partial<Record<SubgraphName, string>> = {};
  if (v.SUBGRAPH_ROUTING_URL) remoteSubgraphs.routing = v.SUBGRAPH_ROUTING_URL;
  if (v.SUBGRAPH_MENUS_URL) remoteSubgraphs.menus = v.SUBGRAPH_MENUS_URL;
  if (v.SUBGRAPH_STORE_URL) remoteSubgraphs.store = v.SUBGRAPH_STORE_URL;
  if (v.SUBGRAPH_CATALOGUE_URL) remoteSubgraphs.catalogue = v.SUBGRAPH_CATALOGUE_URL;
  if (v.SUBGRAPH_CUSTOMER_URL) remoteSubgraphs.customer = v.SUBGRAPH_CUSTOMER_URL;
  if (v.SUBGRAPH_CART_URL) remoteSubgraphs.cart = v.SUBGRAPH_CART_URL;
  if (v.SUBGRAPH_FINANCE_URL) remoteSubgraphs.finance = v.SUBGRAPH_FINANCE_URL;
  // A subgraph served on its own answers only the gateway, which proves itself with the secret
  // (gateway/hardening.ts): either end without it could never talk to the other.
  const remote = Object.keys(remoteSubgraphs).map((name) => `SUBGRAPH_${name.toUpperCase()}_URL`);
  if (!v.PROXY_SECRET && (v.SUBGRAPH_NAME || remote.length)) {
    const given = v.SUBGRAPH_NAME ? 'SUBGRAPH_NAME' : remote.join(', ');
    throw new Error(
      `Invalid gateway configuration: PROXY_SECRET: required with ${given} (a subgraph served on its own answers only the gateway, which sends it)`,
    );
  }
  return Object.freeze({
    nodeEnv: v.NODE_ENV,
    host: v.GATEWAY_HOST,
    port: v.GATEWAY_PORT,
    edgeCountryHeader: v.EDGE_COUNTRY_HEADER,
    introspection: v.GRAPHQL_INTROSPECTION ?? v.NODE_ENV !== 'production',
    maxDepth: v.GRAPHQL_MAX_DEPTH,
    maxCost: v.GRAPHQL_MAX_COST,
    timeoutMs: v.GRAPHQL_TIMEOUT_MS,
    maxResponseBytes: v.GRAPHQL_MAX_RESPONSE_BYTES,
    proxyTrust: Object.freeze({
      proxies: v.TRUSTED_PROXIES.split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      secret: v.PROXY_SECRET ?? null,
    }),
    memos: Object.freeze({ referenceTtlMs: v.REFERENCE_TTL_MS, catalogueTtlMs: v.CATALOGUE_TTL_MS }),
    responseCacheTtlMs: v.RESPONSE_CACHE_TTL_MS,
    singleFetch: v.GATEWAY_SINGLE_FETCH,
    jit: v.GATEWAY_JIT,
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
    cookieSecure: secureCookies(v.COOKIE_SECURE, Object.values(storefrontOrigins(v))),
    subgraph: v.SUBGRAPH_NAME
      ? { name: v.SUBGRAPH_NAME, port: v.SUBGRAPH_PORT ?? 4100 + SUBGRAPH_NAMES.indexOf(v.SUBGRAPH_NAME) + 1 }
      : null,
    remoteSubgraphs,
    subgraphTimeoutMs: v.SUBGRAPH_TIMEOUT_MS,
  });
}
