import { proxyMatcher } from '@cadence/server-kit/client-address';
import { secureCookies } from '@cadence/server-kit/cookies';
import { z } from 'zod';

const schema = z.object({
  /**
   * The gateway as the web server reaches it (SSR, REST shims, the /graphql proxy). This and
   * EDGE_COUNTRY_HEADER are checked alike by server/server-config.cjs, which the server reads them
   * with before Next loads (its readiness check and page cache).
   */
  GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://127.0.0.1:4000/graphql'),
  /** Trust X-Forwarded-For from the proxy in front of the web app (one of TRUSTED_PROXIES). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** The networks (CIDR) of the proxies in front of the web app, as the gateway's TRUSTED_PROXIES. */
  TRUSTED_PROXIES: z.string().default('127.0.0.0/8,::1/128'),
  /** The secret the gateway asks of a proxy before it believes its X-Forwarded-For (the gateway's PROXY_SECRET). */
  PROXY_SECRET: z.string().min(16).optional(),
  /** The edge's country header (the gateway's and the page cache's EDGE_COUNTRY_HEADER), passed on to the gateway. */
  EDGE_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .default('cloudfront-viewer-country'),
  /**
   * Secure attribute on the cookies the web writes (its shims, pages and proxy, and through the page
   * the browser's own: pages/_document.tsx): the gateway's setting, with the same default.
   */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
});

export type WebServerEnv = Readonly<{
  gatewayUrl: string;
  /** Whether an address is one of TRUSTED_PROXIES (no address is, unless TRUST_PROXY). */
  isTrustedProxy: (address: string) => boolean;
  proxySecret: string | null;
  edgeCountryHeader: string;
  cookieSecure: boolean;
}>;

let cached: WebServerEnv | undefined;

/** Server-only configuration, parsed once; fails naming the variable. */
export function serverEnv(): WebServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Invalid web configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  cached = Object.freeze({
    gatewayUrl: parsed.data.GATEWAY_URL,
    isTrustedProxy: parsed.data.TRUST_PROXY === 'true' ? trustedProxies(parsed.data.TRUSTED_PROXIES) : () => false,
    proxySecret: parsed.data.PROXY_SECRET ?? null,
    edgeCountryHeader: parsed.data.EDGE_COUNTRY_HEADER.toLowerCase(),
    // The gateway's rule (@cadence/server-kit/cookies): as set, else Secure exactly when the storefronts are https.
    cookieSecure: secureCookies(parsed.data.COOKIE_SECURE === undefined ? undefined : parsed.data.COOKIE_SECURE === 'true', [
      process.env.NEXT_PUBLIC_SITE_URL_EN,
      process.env.NEXT_PUBLIC_SITE_URL_DE,
    ]),
  });
  return cached;
}

/** TRUSTED_PROXIES as a matcher; fails naming the variable and the bad entry. */
function trustedProxies(list: string): (address: string) => boolean {
  try {
    return proxyMatcher(
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
  } catch (error) {
    throw new Error(`Invalid web configuration: TRUSTED_PROXIES: ${(error as Error).message}`);
  }
}
