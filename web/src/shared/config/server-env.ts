import { z } from 'zod';

const schema = z.object({
  /** The gateway as the web server reaches it (SSR, REST shims, the /graphql proxy). */
  GATEWAY_URL: z.url().default('http://127.0.0.1:4000/graphql'),
  /** Trust X-Forwarded-For from the proxy in front of the web app. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** The secret the gateway asks of a proxy before it believes its X-Forwarded-For (the gateway's PROXY_SECRET). */
  PROXY_SECRET: z.string().min(16).optional(),
  /** Secure attribute on the session cookies the web clears itself (the gateway's setting and default). */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
});

export type WebServerEnv = Readonly<{
  gatewayUrl: string;
  trustProxy: boolean;
  proxySecret: string | null;
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
    trustProxy: parsed.data.TRUST_PROXY === 'true',
    proxySecret: parsed.data.PROXY_SECRET ?? null,
    // The gateway's rule: Secure exactly when the storefronts are served over HTTPS, unless set.
    cookieSecure: parsed.data.COOKIE_SECURE
      ? parsed.data.COOKIE_SECURE === 'true'
      : [process.env.NEXT_PUBLIC_SITE_URL_EN, process.env.NEXT_PUBLIC_SITE_URL_DE].every((u) =>
          Boolean(u?.startsWith('https://')),
        ),
  });
  return cached;
}
