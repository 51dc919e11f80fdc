import { z } from 'zod';

export const SUBGRAPH_NAMES = ['routing', 'menus', 'store', 'catalogue', 'customer'] as const;
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
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(5000),
  /** Trust X-Forwarded-For (set when behind the web app or a proxy you control). */
  TRUST_PROXY: bool.default(true),
  /** Memoisation of countries, menus and flags in milliseconds (0 disables). */
  REFERENCE_TTL_MS: z.coerce.number().int().min(0).default(30000),
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
  /** Secure attribute on session cookies: on everywhere but local development unless set. */
  COOKIE_SECURE: bool.optional(),
});

export type GatewayEnv = Readonly<{
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  edgeCountryHeader: string;
  introspection: boolean;
  maxDepth: number;
  maxCost: number;
  trustProxy: boolean;
  referenceTtlMs: number;
  responseCacheTtlMs: number;
  cookieSecure: boolean;
  subgraph: { name: SubgraphName; port: number } | null;
  /** Subgraphs served elsewhere; any subgraph not listed runs in the gateway process. */
  remoteSubgraphs: Partial<Record<SubgraphName, string>>;
}>;

/** Parses the gateway configuration and fails fast naming the offending variable. */
export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid gateway configuration: ${problems}`);
  }
  const v = parsed.data;
  const remoteSubgraphs: Partial<Record<SubgraphName, string>> = {};
  if (v.SUBGRAPH_ROUTING_URL) remoteSubgraphs.routing = v.SUBGRAPH_ROUTING_URL;
  if (v.SUBGRAPH_MENUS_URL) remoteSubgraphs.menus = v.SUBGRAPH_MENUS_URL;
  if (v.SUBGRAPH_STORE_URL) remoteSubgraphs.store = v.SUBGRAPH_STORE_URL;
  if (v.SUBGRAPH_CATALOGUE_URL) remoteSubgraphs.catalogue = v.SUBGRAPH_CATALOGUE_URL;
  if (v.SUBGRAPH_CUSTOMER_URL) remoteSubgraphs.customer = v.SUBGRAPH_CUSTOMER_URL;
  return Object.freeze({
    nodeEnv: v.NODE_ENV,
    host: v.GATEWAY_HOST,
    port: v.GATEWAY_PORT,
    edgeCountryHeader: v.EDGE_COUNTRY_HEADER,
    introspection: v.GRAPHQL_INTROSPECTION ?? v.NODE_ENV !== 'production',
    maxDepth: v.GRAPHQL_MAX_DEPTH,
    maxCost: v.GRAPHQL_MAX_COST,
    trustProxy: v.TRUST_PROXY,
    referenceTtlMs: v.REFERENCE_TTL_MS,
    responseCacheTtlMs: v.RESPONSE_CACHE_TTL_MS,
    cookieSecure: v.COOKIE_SECURE ?? v.NODE_ENV !== 'development',
    subgraph: v.SUBGRAPH_NAME
      ? { name: v.SUBGRAPH_NAME, port: v.SUBGRAPH_PORT ?? 4100 + SUBGRAPH_NAMES.indexOf(v.SUBGRAPH_NAME) + 1 }
      : null,
    remoteSubgraphs,
  });
}
