// Files the server answers itself, compressed once at build time instead of on every request.
//
// - The bundler's assets (/_next/static/…): their names carry their content's hash, so they never
//   change after the build and are kept a year (immutable). Each one of 1 kB or more is written
//   beside itself as .br (brotli at its highest quality, 11, far too slow to run per request) and .gz
//   (gzip at level 9). On the home page's first-load scripts brotli 11 sends 13 % fewer bytes than
//   the gzip the server made before (126.8 against 146.1 kB). What a browser cannot decode is left
//   to Next.
// - The shop's own files in public/ (/images/…, /icons/…, /favicon.svg): their names stay the same
//   when they change, and Next sends them `max-age=0`, so every page view asked again for the flag,
//   the logo and the CMS images. They are kept a day and refreshed in the background for a week
//   after (a changed image can wait that long), answered 304 when unchanged (a tag of the content,
//   else the file's time), and the SVGs are sent compressed (copies written under
//   .next/public-compressed, never into public/; a copy older than its file is not used).
//
// `node server/static-assets.cjs` (after `next build`) writes the copies; the server loads the
// list of files once, at start, and serves nothing that is not on it (no path is ever built from
// the request).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream');
const zlib = require('node:zlib');

const WEB_DIR = path.join(__dirname, '..');
const STATIC_DIR = path.join(WEB_DIR, '.next', 'static');
const PUBLIC_DIR = path.join(WEB_DIR, 'public');
const PUBLIC_COMPRESSED_DIR = path.join(WEB_DIR, '.next', 'public-compressed');
const MIN_BYTES = 1024;
/** What is worth compressing; images other than SVG are compressed already. */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
};
const IMAGE_TYPES = { '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.ico': 'image/x-icon' };

/**
 * The two sets of files: where they are, under which address, which of them, where their
 * compressed copies go, how long a browser keeps them, and whether the server answers a browser
 * that takes them uncompressed too (else Next does).
 */
const BUNDLES = {
  dir: STATIC_DIR,
  prefix: '/_next/static/',
  includes: () => true,
  compressedDir: STATIC_DIR,
  cacheControl: 'public, max-age=31536000, immutable',
  identity: false,
};
const PUBLIC_FILES = {
  dir: PUBLIC_DIR,
  prefix: '/',
  includes: (rel) => /^(images|icons)\//.test(rel) || rel === 'favicon.svg',
  compressedDir: PUBLIC_COMPRESSED_DIR,
  cacheControl: 'public, max-age=86400, stale-while-revalidate=604800',
  identity: true,
};
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Every file under `dir`, as paths relative to it with forward slashes. */
function listFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** A set's files, without the compressed copies written beside the bundles. */
function filesOf(set) {
  return listFiles(set.dir).filter((rel) => set.includes(rel) && !ENCODINGS.some((e) => rel.endsWith(e.suffix)));
}

/** The files worth compressing: a type we compress, and big enough for it to pay. */
function compressible(set) {
  return filesOf(set).filter((rel) => TYPES[path.extname(rel)] && fs.statSync(path.join(set.dir, rel)).size >= MIN_BYTES);
}

/** Writes each compressible file's .br and .gz into the set's compressedDir; returns the byte counts. */
function precompress(set = BUNDLES) {
  const totals = { files: 0, original: 0, gzip: 0, br: 0 };
  for (const rel of compressible(set)) {
    const file = path.join(set.dir, rel);
    const copy = path.join(set.compressedDir, rel);
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    const source = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${copy}.br`, br);
    fs.writeFileSync(`${copy}.gz`, gzip);
    totals.files += 1;
    totals.original += source.length;
    totals.br += br.length;
    totals.gzip += gzip.length;
  }
  return totals;
}

/**
 * The encodings an Accept-Encoding header allows, by name (RFC 9110 §12.5.3): a coding listed with
 * a q-value above 0, or covered by `*` without being refused by name.
 */
function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name) => (weights.has(name) ? weights.get(name) > 0 : (weights.get('*') ?? 0) > 0);
  return new Set(ENCODINGS.map((e) => e.name).filter(accepts));
}

/**
 * What the server knows of one file at start: its type and its compressed copies (a copy older than
 * its file, left by an earlier build, is not used); for a set it also answers uncompressed, the
 * file itself, its time and a tag of its content.
 */
function describe(set, rel, copies) {
  const ext = path.extname(rel);
  const type = TYPES[ext] ?? IMAGE_TYPES[ext];
  if (!type) return null;
  const source = path.join(set.dir, rel);
  const sourceStat = fs.statSync(source);
  const encodings = ENCODINGS.filter((e) => copies.has(`${rel}${e.suffix}`))
    .map((e) => {
      const file = path.join(set.compressedDir, `${rel}${e.suffix}`);
      const stat = fs.statSync(file);
      return stat.mtimeMs >= sourceStat.mtimeMs ? { ...e, file, size: stat.size } : null;
    })
    .filter(Boolean);
  if (!set.identity) return encodings.length > 0 ? { type, encodings, modified: null, etag: null, set } : null;
  encodings.push({ name: 'identity', suffix: '', file: source, size: sourceStat.size });
  // Weak: the same content in each encoding. The tag decides revalidation, so a file put back to an
  // older version (a rollback) is still sent again; HTTP dates have whole seconds.
  const etag = `W/"${crypto.createHash('sha256').update(fs.readFileSync(source)).digest('base64url').slice(0, 22)}"`;
  return { type, encodings, modified: new Date(Math.floor(sourceStat.mtimeMs / 1000) * 1000), etag, set };
}

/** An HTTP date as servers send them (RFC 9110 §5.6.7, IMF-fixdate). */
const HTTP_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * Whether a conditional GET may be answered 304 (RFC 9110 §13.1): If-None-Match, when sent, decides
 * alone (weak comparison of the content tag); else If-Modified-Since, an HTTP date not in the
 * future, covering the file's time.
 */
function notModified(req, asset) {
  const tags = req.headers['if-none-match'];
  if (tags !== undefined) {
    if (!asset.etag) return false;
    const opaque = (tag) => tag.trim().replace(/^W\//, '');
    return String(tags)
      .split(',')
      .some((tag) => tag.trim() === '*' || opaque(tag) === opaque(asset.etag));
  }
  const header = String(req.headers['if-modified-since'] ?? '');
  if (!asset.modified || !HTTP_DATE.test(header)) return false;
  const since = Date.parse(header);
  return since <= Date.now() && asset.modified.getTime() <= since;
}

/**
 * The files found at start: `serve(req, res, beforeAnswer)` answers a GET or HEAD for one of them,
 * in the best encoding the request accepts, and returns true; else it returns false and leaves the
 * request alone. `beforeAnswer` sets the headers every answer carries.
 */
function createStaticAssets(sets = [BUNDLES, PUBLIC_FILES]) {
  const available = new Map();
  for (const set of sets) {
    const copies = new Set(listFiles(set.compressedDir));
    for (const rel of filesOf(set)) {
      const asset = describe(set, rel, copies);
      if (asset) available.set(`${set.prefix}${rel}`, asset);
    }
  }

  function serve(req, res, beforeAnswer) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const asset = available.get((req.url ?? '').split('?')[0]);
    if (!asset) return false;
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = asset.encodings.find((e) => e.name === 'identity' || accepted.has(e.name));
    if (!chosen) return false;
    beforeAnswer();
    const headers = { 'Cache-Control': asset.set.cacheControl };
    if (asset.encodings.some((e) => e.name !== 'identity')) headers.Vary = 'Accept-Encoding';
    if (asset.etag) headers.ETag = asset.etag;
    if (asset.modified) headers['Last-Modified'] = asset.modified.toUTCString();
    if (notModified(req, asset)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['Content-Type'] = asset.type;
    headers['Content-Length'] = String(chosen.size);
    if (chosen.name !== 'identity') headers['Content-Encoding'] = chosen.name;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    // pipeline, not pipe: a client that goes away mid-answer closes the file too (found by review).
    pipeline(fs.createReadStream(chosen.file), res, () => {});
    return true;
  }

  return { serve, count: available.size };
}

module.exports = { acceptedEncodings, createStaticAssets, precompress, BUNDLES, PUBLIC_FILES };

if (require.main === module) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  fs.rmSync(PUBLIC_COMPRESSED_DIR, { recursive: true, force: true });
  for (const [name, set] of [
    ['bundles', BUNDLES],
    ['public files', PUBLIC_FILES],
  ]) {
    const totals = precompress(set);
    console.log(
      `[static-assets] ${name}: ${totals.files} files precompressed: ${kb(totals.original)} → gzip-9 ${kb(totals.gzip)}, brotli-11 ${kb(totals.br)}`,
    );
  }
}
