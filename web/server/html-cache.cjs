// @ts-check
/**
 * A micro-cache for server-rendered pages: the same page for the same storefront and shopper
 * context is rendered at most once per TTL (10 s by default) and served from memory meanwhile,
 * the way a shop puts Varnish or a CDN in front of its HTML. What a page depends on is in the key:
 * host, URL, the locale inputs (locale cookie, site environment, the browser language Next picks), the
 * location cookie and edge country, data requests and compression.
 *
 * Guests and signed-in customers share one copy of a page that declares itself shared
 * (`x-page-scope: shared`: rendered as for a guest, the header's personal parts filled in by the
 * browser afterwards). A customer is served only such a copy, and their own renders are kept only
 * when they are such a page; every other page is kept for guests alone. Nothing personal is
 * cached: any response that sets a cookie, is not a 200 or says `no-store` or `private` bypasses it.
 */

const { SESSION_TOKEN_NAMES, SHOP_COOKIES, SITE_ENVIRONMENT_COOKIE } = require('@cadence/server-kit/cookies');

/** The cookies that make a request a customer's (the session tokens): named once, in the server kit. */
const SESSION_COOKIES = SESSION_TOKEN_NAMES;
/** The cookies a page depends on (in its key below). */
const KEYED_COOKIES = [SHOP_COOKIES.locale.name, SITE_ENVIRONMENT_COOKIE, SHOP_COOKIES.location.name];
/** The cookies whose value the cache reads: if one comes twice, the render and the key may read different values. */
const READ_COOKIES = new Set([...KEYED_COOKIES, ...SESSION_COOKIES]);
/** The header a page sets when its HTML is the same for every shopper, signed in or not. */
const SCOPE_HEADER = 'x-page-scope';
/** The storefronts, in Next's order (next-i18next.config.js): the browser language is keyed as Next reads it. */
const LOCALES = require('../next-i18next.config.js').i18n.locales;
const LOCALE_ALTERNATIVES = LOCALES.map((locale) => locale.replace(/[^A-Za-z-]/g, '')).join('|');
// Next serves every route under a locale prefix too, in any case (`/de-DE/nuxt/api/…`, `/en-gb/graphql`).
const UNCACHEABLE_PATH = new RegExp(`^/((${LOCALE_ALTERNATIVES})/)?(api/|nuxt/api/|graphql|_next/(static|image)/)`, 'i');
/** The shopper's own pages (the cart, checkout and its confirmation, and their Next data requests): never kept, whoever asks. */
const PRIVATE_PATH = new RegExp(
  `^/((${LOCALE_ALTERNATIVES})/)?(cart|checkout)(/.*)?$|^/_next/data/[^/]+/(${LOCALE_ALTERNATIVES})/(cart|checkout)(/.*)?\\.json$`,
  'i',
);

// Next's own reading of Accept-Language (q-values, prefixes: `de` is de-DE), so a key names the
// locale Next will pick: a header that puts its first entry last (`de-DE, en-GB;q=2`) cannot
// store an English home page under the German key.
const { acceptLanguage } = require('next/dist/server/accept-header');
const { parse: parseCookie } = require('cookie');

/** The storefront Next would choose for this Accept-Language header, or '' (none, or a header Next refuses). */
function preferredLocale(/** @type {string} */ header) {
  try {
    return acceptLanguage(header, LOCALES).toLowerCase();
  } catch {
    return '';
  }
}

/**
 * What Next sends with every getServerSideProps page that sets no Cache-Control of its own: no word
 * of the page's, so such pages are kept (what may be kept is decided here, by path and session).
 */
const NEXT_DEFAULT_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Whether an answer says it must not be kept: the shims (`no-store`) and the pages that set
 * `private` or `no-store` themselves, so no path list has to know them all.
 * @param {unknown} value
 */
function forbidsStoring(value) {
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  if (text === NEXT_DEFAULT_CACHE_CONTROL) return false;
  return /(?:^|[,\s])(?:no-store|private)(?:$|[,\s=])/i.test(text);
}

/**
 * The request's cookies as Next and the gateway read them (the first of a repeated name wins), and
 * whether a cookie the cache reads (READ_COOKIES) comes more than once. A page rendered for one of
 * two values must never be kept under the key of the other, so such a request is neither served from
 * nor kept in the cache. Other names may repeat (a browser sends `_ga` twice when it is set for the
 * domain and for www): the page does not depend on them.
 * @param {string} header @returns {{ cookies: Record<string, string>; repeated: boolean; names: Set<string> }}
 */
function parseCookies(header) {
  /** @type {Record<string, string>} */
  const cookies = {};
  const names = new Set();
  let repeated = false;
  for (const part of header.split(';')) {
    // Each pair read by the `cookie` package, as the gateway and the page read the header: its trim
    // (spaces and tabs only) and its decoding. With String#trim a name after U+00A0 was the cache's
    // `location` and nobody else's, so a page rendered without the country was kept for that country.
    const [entry] = Object.entries(parseCookie(part));
    if (!entry) continue;
    const [name, value] = entry;
    if (!name) continue;
    if (names.has(name)) repeated ||= READ_COOKIES.has(name);
    else cookies[name] = value;
    names.add(name);
  }
  return { cookies, repeated, names };
}

/**
 * Whether an Accept-Encoding header takes gzip: listed (or `x-gzip`) with a weight above 0, or
 * covered by `*` above 0 without being refused by name.
 * @param {string} header
 */
function acceptsGzip(header) {
  let named = null;
  let any = null;
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const accepted = Number.isFinite(weight) && weight > 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = named === true || accepted;
    else if (coding === '*') any = accepted;
  }
  return named ?? any ?? false;
}

/**
 * Settles the answer's encoding once, for the cache and the compression after it: the request's
 * Accept-Encoding becomes `gzip` or `identity`. The cache keys on it and the compression reads
 * it, so a page is kept under the encoding it was sent in: a `deflate`-only or `gzip;q=0` client
 * once stored compressed or mislabelled pages that were then served to clients that could not
 * read them. Browsers all take gzip; the rest get the page uncompressed.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 */
function settleEncoding(req) {
  const header = req.headers['accept-encoding'];
  req.headers['accept-encoding'] = acceptsGzip(Array.isArray(header) ? header.join(',') : (header ?? '')) ? 'gzip' : 'identity';
}

/**
 * The cache key for a request, or null when it must not be cached.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} req
 * @param {string} edgeCountryHeader
 */
function cacheKey(req, edgeCountryHeader = 'cloudfront-viewer-country') {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  // Only a path (not the absolute form `GET http://host/cart/`), and not one longer than any page's.
  if (!url.startsWith('/') || url.length > MAX_KEYED_URL_LENGTH) return null;
  const path = decodedPath(url.split('?')[0] ?? '/');
  if (path === null || UNCACHEABLE_PATH.test(path) || PRIVATE_PATH.test(path)) return null;
  const h = (/** @type {string} */ name) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(',') : (v ?? '');
  };
  // Next answers a prefetch of a getServerSideProps page with an empty `{}`: kept, it would be
  // served to the navigation that follows and the page would render without its props.
  if (h('purpose') === 'prefetch' || h('x-middleware-prefetch')) return null;
  const { cookies, repeated } = parseCookies(h('cookie'));
  if (repeated) return null;
  // Written as JSON, so no value can end in another's place: joined with '|', `/search/?q=a|b` and
  // `/search/?q=a` with a locale cookie of `b` made one key, and a render of the second was kept for the first.
  return JSON.stringify([
    req.method,
    h('host'),
    url,
    ...KEYED_COOKIES.map((name) => cookies[name] ?? ''),
    h(edgeCountryHeader).toUpperCase(),
    preferredLocale(h('accept-language')),
    acceptsGzip(h('accept-encoding')) ? 'gzip' : '',
    h('x-nextjs-data'),
  ]);
}

/**
 * The longest request target the cache keeps a page for. A page's URL is its path and a few
 * filters; a longer one is rendered, never kept (its key would be memory the byte budget counts).
 */
const MAX_KEYED_URL_LENGTH = 2048;

/**
 * A path as Next's router matches it: percent-decoded (`/c%61rt/` is the cart), or null when it
 * does not decode. The private and uncacheable paths are told by this, not by the raw text.
 * @param {string} path
 */
function decodedPath(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // A dot segment or a backslash is rewritten by a URL parser (`/bikes/%2e%2e/cart/` is the cart):
  // such a path is no page's own, and not kept.
  return DOT_SEGMENT_OR_BACKSLASH.test(decoded) ? null : decoded;
}
const DOT_SEGMENT_OR_BACKSLASH = /\\|(?:^|\/)\.\.?(?:\/|$)/;

/** Whether the request carries a customer session (its cookies; whether it is still valid does not matter here). */
function hasSession(/** @type {{ headers: Record<string, string | string[] | undefined> }} */ req) {
  const header = req.headers.cookie;
  // Any value of a session cookie counts, the first or a repeated one.
  const { cookies, names, repeated } = parseCookies(Array.isArray(header) ? header.join(';') : (header ?? ''));
  return SESSION_COOKIES.some((c) => cookies[c] || (repeated && names.has(c)));
}

/**
 * @typedef {{ at: number; status: number; headers: Record<string, string | string[] | number>; body: Buffer; shared?: boolean }} Entry
 */

/** What an entry holds in memory, as the byte budget counts it: the page and its key (two bytes a character at most). */
const size = (/** @type {string} */ key, /** @type {{ body: Buffer }} */ entry) => entry.body.length + 2 * key.length;

/**
 * Bounded by entries and by bytes: hostile unique URLs (every query string is a key) can evict
 * pages but never hold more than `maxBytes` of them and their keys.
 * @param {{ ttlMs: number; maxEntries?: number; maxBytes?: number; now?: () => number }} options
 */
function createHtmlCache({ ttlMs, maxEntries = 500, maxBytes = 32 * 1024 * 1024, now = Date.now }) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;
  /** What serveWithCache saw, in plain integers (the metrics read them at scrape time). */
  const counts = { hit: 0, miss: 0, bypass: 0 };
  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= size(key, entry);
    entries.delete(key);
  };
  return {
    /** @param {string} key */
    get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      if (now() - hit.at >= ttlMs) {
        remove(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    /** @param {string} key @param {Omit<Entry, 'at'>} entry */
    set(key, entry) {
      if (ttlMs <= 0 || size(key, entry) > maxBytes) return;
      remove(key);
      entries.set(key, { ...entry, at: now() });
      bytes += size(key, entry);
      while (entries.size > maxEntries || bytes > maxBytes) remove(/** @type {string} */ (entries.keys().next().value));
    },
    /** Whether anything is kept at all (a TTL of 0 turns the cache off: every page is rendered). */
    enabled: ttlMs > 0,
    size: () => entries.size,
    bytes: () => bytes,
    counts,
  };
}

/**
 * Serves `req` from the cache or lets `render` answer it, keeping a copy of a cacheable answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof createHtmlCache>} cache
 * @param {() => Promise<unknown>} render
 * @param {string} [edgeCountryHeader]
 */
async function serveWithCache(req, res, cache, render, edgeCountryHeader) {
  settleEncoding(req);
  const key = cacheKey(req, edgeCountryHeader);
  const session = hasSession(req);
  const stored = key ? cache.get(key) : null;
  // A customer is served only a page every shopper shares; a guest any page kept for guests.
  const hit = stored && (!session || stored.shared) ? stored : null;
  if (hit) {
    cache.counts.hit += 1;
    // The stored head is written as it is: built once when stored (x-cache included), not copied
    // per hit, since a hit is only worth the few microseconds it takes.
    res.writeHead(hit.status, hit.headers);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
    return;
  }
  if (!key) {
    cache.counts.bypass += 1;
    return render();
  }
  cache.counts.miss += 1;
  /** @type {Buffer[]} */
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            /** @type {string} */ (chunk),
            typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
          ),
    );
  };
  res.setHeader('x-cache', 'MISS');
  // @ts-expect-error -- the overloads of write/end are wider than this pass-through needs
  res.write = (chunk, encoding, cb) => {
    keep(chunk, encoding);
    return write(chunk, encoding, cb);
  };
  let ended = false;
  // @ts-expect-error -- as above
  res.end = (chunk, encoding, cb) => {
    // A second end adds nothing to the page that was sent: nothing is kept from it. Told by this
    // wrapper's own mark, not the socket's: an end held back until the request's body is read
    // (endAfterBody) leaves writableEnded false.
    if (ended) return end(chunk, encoding, cb);
    ended = true;
    keep(chunk, encoding);
    const shared = res.getHeader(SCOPE_HEADER) === 'shared';
    const keepable = res.statusCode === 200 && !res.hasHeader('set-cookie') && !forbidsStoring(res.getHeader('cache-control'));
    if (cache.enabled && keepable && (shared || !session)) {
      const headers = /** @type {Record<string, string | string[] | number>} */ ({ ...res.getHeaders(), 'x-cache': 'HIT' });
      // Each request's own id is set for it by the server, never replayed from the stored copy.
      delete headers['x-request-id'];
      // A page comes in one piece (hashInlineScripts sends it as one buffer): kept as it is, not copied.
      const body = chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks);
      cache.set(key, { status: 200, headers, body, shared });
    }
    return end(chunk, encoding, cb);
  };
  return render();
}

module.exports = { acceptsGzip, cacheKey, createHtmlCache, serveWithCache, SCOPE_HEADER, SESSION_COOKIES };
