// @ts-check
/**
 * The storefront's security headers, set by the production server (server/index.cjs) on every
 * response: pages, API routes and shims, the /graphql proxy, static files, redirects and errors.
 *
 * Scripts: no 'unsafe-inline'. The pages' own inline scripts are in the document's head (the
 * bundler's chunk bootstrap, different per page, and _document's manifests loader); their SHA-256
 * is computed from the HTML as it is sent and named in that response's policy. Only the head's are
 * hashed: the body holds content (CMS text, product copy), and a script injected there must not be
 * allowed by the very policy meant to stop it. Hashes, not nonces, because the page micro-cache (html-cache.cjs) serves
 * one rendered page to many shoppers for seconds: a nonce would be repeated from the cache, a hash
 * is stable and true for the cached copy. JSON data scripts (__NEXT_DATA__, JSON-LD) are not run,
 * so they need no hash. Styles keep 'unsafe-inline': emotion writes its critical CSS inline.
 */
const { createHash } = require('node:crypto');

/**
 * The origin of a third-party script the consent banner may load, if one is configured: the tag
 * manager (after analytics consent) and the marketing script (Bloomreach, after marketing consent).
 * @param {string | undefined} url
 */
function scriptOrigin(url) {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** Inline scripts that run (no src, and not a JSON data block), in document order. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * @param {string} html
 * @returns {string[]} 'sha256-…' sources for the inline scripts that run in the document's head
 */
function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) return [];
  for (const match of html.slice(0, headEnd).matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    if (!body) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a response; `scriptHashes` for an HTML page's inline scripts.
 * @param {string[]} [scriptHashes]
 */
function contentSecurityPolicy(scriptHashes = []) {
  const thirdParty = [
    ...new Set([
      scriptOrigin(process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL),
      scriptOrigin(process.env.NEXT_PUBLIC_MARKETING_SCRIPT_URL),
    ]),
  ].filter(Boolean);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...thirdParty].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...thirdParty].join(' '),
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers every response carries. HSTS outside local development (a browser ignores it over
 * plain http anyway). Referrer-Policy strict-origin-when-cross-origin: other sites (payment, the
 * partner checkout, analytics) learn only that a visitor came from the shop, never the page (an
 * order or reset URL); same-origin navigation keeps the full referrer for the shop's own analytics.
 * @param {{ development: boolean }} options
 * @returns {Record<string, string>}
 */
function securityHeaders({ development }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(development ? {} : { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** Response headers that tell a client about the server's insides and are never sent. */
const INTERNAL_HEADERS = new Set(['x-middleware-rewrite', 'x-middleware-next', 'x-middleware-redirect', 'x-powered-by']);

/**
 * Sets the headers on `res` and keeps internal headers off it whenever they are set (Next's proxy
 * sets x-middleware-rewrite, which shows the internal path behind a shim).
 * @param {import('node:http').ServerResponse} res
 * @param {{ development: boolean }} options
 */
function setSecurityHeaders(res, options) {
  const headers = options.development ? DEVELOPMENT_HEADERS : PRODUCTION_HEADERS;
  for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
  // Every way out (writeHead, or the implicit head of write/end) goes through writeHead.
  const writeHead = res.writeHead;
  // @ts-expect-error -- the overloads of writeHead are wider than this pass-through needs
  res.writeHead = function writeHeadWithoutInternals(status, ...rest) {
    for (const name of INTERNAL_HEADERS) if (res.hasHeader(name)) res.removeHeader(name);
    for (const headers of rest) {
      if (!headers || typeof headers !== 'object' || Array.isArray(headers)) continue;
      for (const name of Object.keys(headers)) if (INTERNAL_HEADERS.has(name.toLowerCase())) delete headers[name];
    }
    return writeHead.call(res, status, ...rest);
  };
}

/** The headers of every response, computed once (the analytics origin is fixed at start). */
const PRODUCTION_HEADERS = Object.entries(securityHeaders({ development: false }));
const DEVELOPMENT_HEADERS = Object.entries(securityHeaders({ development: true }));

/**
 * Completes an HTML page's policy with the hashes of its inline scripts, from the page as it is
 * sent: patched inside the compression layer, so it reads the HTML before it is compressed.
 * @param {import('node:http').ServerResponse} res
 */
function hashInlineScripts(res) {
  const end = res.end.bind(res);
  // @ts-expect-error -- the overloads of end are wider than this pass-through needs
  res.end = (chunk, encoding, cb) => {
    if (
      !res.headersSent &&
      chunk &&
      typeof chunk !== 'function' &&
      String(res.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      const html = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
      const hashes = inlineScriptHashes(html);
      if (hashes.length) res.setHeader('Content-Security-Policy', contentSecurityPolicy(hashes));
      // The page is encoded once, here: the layers below (compression, the page cache) and the
      // socket take these bytes as they are. Given the string, the cache encoded it for its copy
      // and the socket again for the wire; a page's HTML holds characters beyond Latin-1 (£, –),
      // which makes each encoding of a 130 kB page cost about a third of a millisecond.
      if (!Buffer.isBuffer(chunk)) {
        const bytes = Buffer.from(html, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
        return end(bytes, typeof encoding === 'function' ? encoding : cb);
      }
    }
    return end(chunk, encoding, cb);
  };
}

/** Methods the storefront answers; anything else (TRACE, CONNECT, WebDAV…) is 405. */
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A request no route can serve, answered here with a 4xx before Next sees it: an unknown method,
 * a path with invalid percent-encoding, or control characters (NUL…) once decoded.
 * @param {import('node:http').IncomingMessage} req
 * @returns {{ status: number; message: string; headers?: Record<string, string> } | null}
 */
function malformedRequest(req) {
  if (!ALLOWED_METHODS.has(req.method ?? '')) {
    return { status: 405, message: 'Method not allowed', headers: { Allow: [...ALLOWED_METHODS].join(', ') } };
  }
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'Malformed URL' };
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, message: 'Malformed URL' };
  return null;
}

module.exports = {
  contentSecurityPolicy,
  hashInlineScripts,
  inlineScriptHashes,
  malformedRequest,
  securityHeaders,
  setSecurityHeaders,
  INTERNAL_HEADERS,
};
