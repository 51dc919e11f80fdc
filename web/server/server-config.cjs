// The web server's own settings (WEB_PORT, WEB_HOST, HTML_CACHE_TTL_MS, EDGE_COUNTRY_HEADER,
// GATEWAY_URL), parsed once at start with zod: a bad value stops the start naming the variable,
// never a silent NaN (`HTML_CACHE_TTL_MS=10s` turned the page cache off). What the pages read is
// parsed by src/shared/config/server-env.ts, and the build's public settings by next.config.ts.
const { z } = require('zod');

/** A whole number written as digits only, within [min, max]. */
const whole = (min, max) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const schema = z.object({
  WEB_PORT: whole(1, 65535).optional(),
  /** The platform's port (a PaaS sets PORT), used when WEB_PORT is not set. */
  PORT: whole(1, 65535).optional(),
  WEB_HOST: z.string().min(1).default('0.0.0.0'),
  /** How long a shared page is served from the page cache; 0 turns the cache off. */
  HTML_CACHE_TTL_MS: whole(0, 24 * 60 * 60 * 1000).default(10_000),
  EDGE_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .default('cloudfront-viewer-country'),
  GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://127.0.0.1:4000/graphql'),
});

/**
 * The server's settings from `source` (process.env); throws "Invalid configuration: NAME …" for
 * the first bad one. An empty variable counts as unset, as a shell's `NAME=` means.
 * @param {Record<string, string | undefined>} [source]
 * @returns {{ port: number, host: string, pageCacheTtlMs: number, edgeCountryHeader: string, gatewayUrl: string }}
 */
function serverConfig(source = process.env) {
  const given = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, source[name] || undefined]));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new Error(`Invalid configuration: ${name} ${issue.message} (got "${source[name]}")`);
  }
  const env = parsed.data;
  return {
    port: env.WEB_PORT ?? env.PORT ?? 3000,
    host: env.WEB_HOST,
    pageCacheTtlMs: env.HTML_CACHE_TTL_MS,
    edgeCountryHeader: env.EDGE_COUNTRY_HEADER.toLowerCase(),
    gatewayUrl: env.GATEWAY_URL,
  };
}

module.exports = { serverConfig };
