/**
 * What Next may parse of an API route's body. Next reads and parses a route's JSON body before the
 * route runs, so before restShim's method check and CSRF refusal, and by default up to 1 MB, whose
 * parse can cost far more than its size (1 MB of `[[[…]]]`: 260 ms and more). The shims' bodies are
 * small: the largest the storefront sends, a cart update of 100 lines or an address with every field
 * at its longest, are under 8 KB, so 32 KB leaves room and bounds a hostile body's parse to a few
 * milliseconds. A larger one gets Next's own 413 before any shim code runs.
 *
 * Next reads a route's `config` export from its source text, not from the running module, and
 * refuses one it cannot read there (an imported constant, say). So every route under pages/api
 * writes the value out as a literal, and shim-body-limit.test.ts holds each to one of these two.
 */
export const SHIM_BODY_SIZE_LIMIT = '32kb';

/** Every REST shim's config: `export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };` */
export const SHIM_ROUTE_CONFIG = { api: { bodyParser: { sizeLimit: SHIM_BODY_SIZE_LIMIT } } } as const;

/**
 * The config of a route that reads its body itself, bounded (the /graphql proxy), or reads none (the
 * product images): Next parses nothing.
 */
export const UNPARSED_ROUTE_CONFIG = { api: { bodyParser: false } } as const;
