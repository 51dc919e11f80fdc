// @ts-check
/**
 * A micro-cache for server-rendered pages: the same page for the same storefront and shopper
 * context is rendered at most once per TTL (10 s by default) and served from memory meanwhile,
 * the way a shop puts Varnish or a CDN in front of its HTML. What a page depends on is in the key:
 * host, URL, the locale inputs (locale cookie, site environment, first browser language), the
 * location cookie and edge country, data requests and compression.
 *
 * Guests and signed-in customers share one copy of a page that declares itself shared
 * (`x-page-scope: shared`: rendered as for a guest, the header's personal parts filled in by the
 * browser afterwards). A customer is served only such a copy, and their own renders are kept only
 * when they are such a page; every other page is kept for guests alone. Nothing personal is
 * cached: any response that sets a cookie or is not a 200 bypasses it.
 */

const UNCACHEABLE_PATH = /^\/(api\/|nuxt\/api\/|graphql|_next\/(static|image)\/)/;
const SESSION_COOKIES = ['customer_token', 'customer_refresh_token'];
/** The header a page sets when its HTML is the same for every shopper, signed in or not. */
const SCOPE_HEADER = 'x-page-scope';
/** The shopper's own pages (the cart, checkout and its confirmation, and their Next data requests): never kept, whoever asks. */
const PRIVATE_PATH =
  /^\/((en-GB|de-DE)\/)?(cart|checkout)(\/.*)?$|^\/_next\/data\/[^/]+\/(en-GB|de-DE)\/(cart|checkout)(\/.*)?\.json$/;

/** @param {string} header @returns {Record<string, string>} */
function parseCookies(header) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

/**
 * The cache key for a request, or null when it must not be cached.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} req
 * @param {string} edgeCountryHeader
 */
function cacheKey(req, edgeCountryHeader = 'cloudfront-viewer-country') {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const path = url.split('?')[0] ?? '/';
  if (UNCACHEABLE_PATH.test(path) || PRIVATE_PATH.test(path)) return null;
  const h = (/** @type {string} */ name) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(',') : (v ?? '');
  };
  // Next answers a prefetch of a getServerSideProps page with an empty `{}`: kept, it would be
  // served to the navigation that follows and the page would render without its props.
  if (h('purpose') === 'prefetch' || h('x-middleware-prefetch')) return null;
  const cookies = parseCookies(h('cookie'));
  return [
    req.method,
    h('host'),
    url,
    cookies.NEXT_LOCALE ?? '',
    cookies.site_environment ?? '',
    cookies.location ?? '',
    h(edgeCountryHeader).toUpperCase(),
    (h('accept-language').split(',')[0] ?? '').trim().toLowerCase(),
    /\bgzip\b/.test(h('accept-encoding')) ? 'gzip' : '',
    h('x-nextjs-data'),
  ].join('|');
}

/** Whether the request carries a customer session (its cookies; whether it is still valid does not matter here). */
function hasSession(/** @type {{ headers: Record<string, string | string[] | undefined> }} */ req) {
  const header = req.headers.cookie;
  const cookies = parseCookies(Array.isArray(header) ? header.join(';') : (header ?? ''));
  return SESSION_COOKIES.some((c) => cookies[c]);
}

/**
 * @typedef {{ at: number; status: number; headers: Record<string, string | string[] | number>; body: Buffer; shared?: boolean }} Entry
 */

/**
 * Bounded by entries and by bytes: hostile unique URLs (every query string is a key) can evict
 * pages but never hold more than `maxBytes` of them.
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
    bytes -= entry.body.length;
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
      if (ttlMs <= 0 || entry.body.length > maxBytes) return;
      remove(key);
      entries.set(key, { ...entry, at: now() });
      bytes += entry.body.length;
      while (entries.size > maxEntries || bytes > maxBytes) remove(/** @type {string} */ (entries.keys().next().value));
    },
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
  // @ts-expect-error -- as above
  res.end = (chunk, encoding, cb) => {
    keep(chunk, encoding);
    const shared = res.getHeader(SCOPE_HEADER) === 'shared';
    if (res.statusCode === 200 && !res.hasHeader('set-cookie') && (shared || !session)) {
      const headers = /** @type {Record<string, string | string[] | number>} */ ({ ...res.getHeaders(), 'x-cache': 'HIT' });
      // Each request's own id is set for it by the server, never replayed from the stored copy.
      delete headers['x-request-id'];
      cache.set(key, { status: 200, headers, body: Buffer.concat(chunks), shared });
    }
    return end(chunk, encoding, cb);
  };
  return render();
}

module.exports = { cacheKey, createHtmlCache, serveWithCache, SCOPE_HEADER };
