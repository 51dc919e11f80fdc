// Lighthouse for the storefront: `npm run lighthouse` (every page) or `npm run lighthouse -- home category`
// (pages whose key contains a filter). Builds nothing: refuses when the build is missing. Starts its own
// gateway (fresh PGlite database) and production web app on loopback, runs Lighthouse 12.8 in Debian
// Chromium (its headless shell when installed) on mobile emulation (Lighthouse's default form factor) for
// each page, and prints the four category scores and the page's first-load JavaScript (gzipped). Writes
// bench/results/lighthouse.json. Marks scores under 0.95 and JavaScript over 150 kB on catalogue pages;
// exits non-zero only when it could not measure. The cart, account and checkout are measured with a session
// made first (a fresh customer registered through the shims, an accessory in the cart), its cookies sent by
// Lighthouse. Each page's full Lighthouse report is kept as bench/results/lighthouse-<page>.report.json.
// Env: CHROME_PATH (default /usr/bin/chromium-headless-shell if installed, else /usr/bin/chromium),
// BENCH_GATEWAY_PORT / BENCH_WEB_PORT, LIGHTHOUSE_RUNS (runs per page, default 1: the run with the median
// performance score is reported; 3 or 5 on a shared machine), LIGHTHOUSE_THROTTLING=devtools (measure on a
// throttled load instead of Lighthouse's simulation).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BenchError,
  RESULTS_DIR,
  ROOT,
  WEB_DIR,
  assertBuilt,
  assertPortFree,
  installCleanupHandlers,
  startGateway,
  startWeb,
  stopAllChildren,
} from './lib.mjs';
import { HOST, PORTS } from './scenarios.mjs';
import { chromePath, headlessArgs } from '../scripts/lib/browser.cjs';

/** Pages measured; `path` must be seeded (a page that is not a 200 cannot be measured). */
export const LIGHTHOUSE_PAGES = Object.freeze([
  { key: 'home', label: 'home', path: '/', catalogue: true },
  { key: 'cms-page', label: 'CMS page (about us)', path: '/about-us/' },
  { key: 'category', label: 'category (road bikes)', path: '/bikes/road/', catalogue: true },
  { key: 'child-bike', label: 'child bike (CGR AL 105)', path: '/cgr-al-105/', catalogue: true },
  { key: 'parent-bike', label: 'parent bike (CGR AL)', path: '/cgr-al/', catalogue: true },
  { key: 'accessory', label: 'accessory (Kask Protone Icon)', path: '/kask-protone-icon-helmet/', catalogue: true },
  { key: 'search', label: 'search (helmet)', path: '/search/?q=helmet', catalogue: true, noindex: true },
  { key: 'blog-post', label: 'blog post (lock guide)', path: '/blog/bike-security-lock-guide/', catalogue: true },
  { key: 'cycle-to-work', label: 'Cycle to Work quote (simple layout)', path: '/cycletowork/quote/' },
  {
    key: 'configurator',
    label: 'configurator (CGR Ti, a configured build)',
    path: '/build-v2/cgr-ti/?size=M&cc=racingRed&pf=matt',
  },
  // A guest with an accessory in the cart; then signed in (a fresh customer with the same cart).
  { key: 'cart', label: 'cart (an accessory)', path: '/cart/', session: 'guest-cart', noindex: true },
  { key: 'account', label: 'account (signed in)', path: '/my-account/profile/', session: 'customer-cart', noindex: true },
  { key: 'checkout', label: 'checkout (signed in, a cart)', path: '/checkout/', session: 'customer-cart', noindex: true },
]);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AIM_SCORE = 0.95;
/**
 * Pages marked `noindex` above are kept out of search engines on purpose (web/src/shared/ui/page-head.tsx):
 * internal search results (search engines' own guidance), the cart, the account and checkout (private; a
 * crawler without a session is sent to sign in or sees an empty cart). Lighthouse's SEO category charges
 * "Page is blocked from indexing" (is-crawlable) to any page that says so, whether by meta tag, header or
 * robots.txt: 0.66 at best. Those pages stay noindex (issue 17's note): the table shows Lighthouse's own
 * score and beside it the score of every other SEO audit, which is what must meet the aim. Both ways are
 * checked: a page listed as noindex that is crawlable, or any other page that is blocked, is marked ✗.
 */
const CRAWLABLE_AUDIT = 'is-crawlable';
/** First-load JavaScript aim for catalogue pages (home, listings, product pages, search, blog). */
const AIM_JS_KB = 150;
/**
 * The browser Lighthouse drives (scripts/lib/browser.cjs): the headless shell when installed. In
 * Chromium's new headless mode, a static 140-byte page read TBT 0-129 ms (median 56) over nine runs,
 * against 0-53 ms (median 0) in the shell, on one machine: the browser's own UI work, not the page's.
 */
const CHROME_PATH = chromePath();
/** Runs per page (LIGHTHOUSE_RUNS, default 1); the median run by performance score is reported. */
const RUNS = Math.max(1, Math.min(9, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1));
/**
 * LIGHTHOUSE_THROTTLING=devtools: the page is loaded on a throttled network and CPU (Lighthouse's
 * "applied" throttling, the same slow 4G and 4x CPU settings), so its timings are measured rather than
 * simulated from an unthrottled load. Slower to run and noisier; the default is Lighthouse's own (simulate).
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
// Lighthouse checks canonical links against the page's host: the storefront's configured origin in a
// local build is http://localhost:3000, so pages are loaded from localhost (not 127.0.0.1).
const WEB_ORIGIN = `http://localhost:${PORTS.web}`;

let tmpDir;

async function cleanup() {
  await stopAllChildren();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true }).catch(() => {});
  tmpDir = undefined;
}

/** Runs the Lighthouse CLI on one URL; resolves to the parsed JSON report. */
function runLighthouse(url, outFile, cookie) {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${[...headlessArgs(CHROME_PATH), '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'].join(' ')}`,
    '--quiet',
    `--throttling-method=${THROTTLING}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (c) => (output += c));
    proc.stderr.on('data', (c) => (output += c));
    const guard = setTimeout(() => proc.kill('SIGKILL'), 180_000);
    proc.once('exit', async (code) => {
      clearTimeout(guard);
      if (code !== 0) {
        reject(new BenchError(`Lighthouse failed on ${url} (exit ${code}):\n${output.slice(-2000)}`));
        return;
      }
      try {
        resolve(JSON.parse(await readFile(outFile, 'utf8')));
      } catch (error) {
        reject(new BenchError(`Lighthouse wrote no readable report for ${url}: ${error.message}`));
      }
    });
  });
}

/**
 * Lighthouse's trace recording sometimes misses the navigation start (NO_NAVSTART, a known Lighthouse flake
 * with headless Chromium); that run measured nothing, so it is run again, up to twice more.
 */
async function runLighthouseRetrying(url, outFile, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, outFile, cookie);
    } catch (error) {
      if (attempt >= 3 || !String(error.message).includes('NO_NAVSTART')) throw error;
      process.stdout.write('(NO_NAVSTART, again) ');
    }
  }
}

/**
 * Where a page's simulated LCP goes. Lighthouse's mobile figure is not measured on a throttled load:
 * Lantern replays the observed (unthrottled) load on a slow network and CPU, and charges LCP with every
 * request that finished before the largest paint was observed, scripts included, unless the task
 * that ran a script started after that paint and lasted 10 ms or more (shorter tasks are pruned from
 * its graph). On a fast machine a page's scripts arrive within a few hundred milliseconds, usually
 * before the largest paint, so the LCP printed is roughly the document plus every up-front script
 * on the simulated network. This prints the LCP's phases (Lighthouse's own breakdown), the observed
 * paint, and the scripts that finished before it.
 */
export function lcpBreakdown(report) {
  const metrics = report.audits.metrics?.details?.items?.[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? null;
  const element = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = (element.find((i) => i.type === 'table' && i.items?.[0]?.phase)?.items ?? []).map((p) => ({
    phase: p.phase,
    ms: Math.round(p.timing),
  }));
  const node = element.find((i) => i.type === 'table' && i.items?.[0]?.node)?.items?.[0]?.node;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scriptsBefore =
    observedLcp === null ? [] : requests.filter((r) => r.resourceType === 'Script' && r.networkEndTime <= observedLcp);
  return {
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    observedLcpMs: observedLcp === null ? null : Math.round(observedLcp),
    element: node?.nodeLabel ?? null,
    phases,
    scriptsBeforeLcp: scriptsBefore.length,
    scriptsBeforeLcpKb: Math.round(scriptsBefore.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 100) / 10,
  };
}

/**
 * The `src` of each script the browser downloads on first load (not `nomodule` fallbacks it skips):
 * the page's `<script src>` tags and the scripts its loader asks for after the first paint
 * (web/src/shared/ssr/scripts-after-paint.tsx, `<script id="first-load-scripts">`).
 */
export function firstLoadScriptSources(html) {
  const sources = [];
  const loader = html.match(/<script\b[^>]*\bid="first-load-scripts"[^>]*>\(function\(w,d\)\{var s=(\[[^\]]*\])/);
  if (loader) for (const src of JSON.parse(loader[1])) if (!sources.includes(src)) sources.push(src);
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1];
    const src = attrs.match(/\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    if (!src || /\bnomodule\b/i.test(attrs)) continue;
    const value = (src[1] ?? src[2] ?? src[3]).replace(/&amp;/g, '&');
    if (!sources.includes(value)) sources.push(value);
  }
  return sources;
}

/**
 * Image URLs a page's HTML names, as written: every <img> src and srcset candidate and every image
 * preload's href and imagesrcset candidate (`&amp;` decoded).
 */
function pageImageUrls(html) {
  const urls = new Set();
  const decode = (v) => v.replace(/&amp;/g, '&');
  for (const [, tag, attrs] of html.matchAll(/<(img|link)\b([^>]*)>/gi)) {
    if (tag.toLowerCase() === 'link' && !(/\brel="?preload\b/i.test(attrs) && /\bas="?image\b/i.test(attrs))) continue;
    for (const [, name, value] of attrs.matchAll(/(?:^|\s)(src|href|srcset|imagesrcset)="([^"]*)"/gi)) {
      const candidates = /set$/i.test(name)
        ? decode(value)
            .split(/,\s+/)
            .map((c) => c.trim().split(/\s+/)[0])
        : [decode(value)];
      for (const url of candidates) if (url) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * Asks the web server for every image the page names, four at a time, before Lighthouse loads it. The
 * drawn images are made (rasterised with sharp) on first request and kept; measured cold, that one-off
 * work of the server runs on the same two cores as the emulated phone and lands in the page's blocking
 * time (a category page measured 611-632 ms TBT on a server that had not yet made its images, 217-288 ms
 * once it had, alternating on one host). A shop serves them from its caches; the page is what is measured.
 */
async function warmImages(pageUrl, html, cookie) {
  // The page's own images only (the shopper's cookie goes with them): what resolves to its origin.
  const origin = new URL(pageUrl).origin;
  const queue = pageImageUrls(html).flatMap((url) => {
    try {
      const resolved = new URL(url, pageUrl);
      return resolved.origin === origin ? [resolved.href] : [];
    } catch {
      return [];
    }
  });
  let failed = 0;
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const res = await fetch(url, {
        headers: cookie ? { cookie } : {},
        signal: AbortSignal.timeout(60_000),
      }).catch(() => null);
      if (!res?.ok) failed += 1;
      await res?.arrayBuffer().catch(() => undefined);
    }
  };
  const count = queue.length;
  await Promise.all(Array.from({ length: 4 }, worker));
  return { count, failed };
}

/**
 * First-load JavaScript of a page: the gzipped size of each of its `<script src>` assets (gzip level 6,
 * the issue's measure), and what the server sends a browser that accepts brotli: the build's
 * brotli copy where there is one (web/server/static-assets.cjs), else the gzip size. Next's own
 * assets are read from the build, anything else fetched.
 */
async function firstLoadJs(pageUrl, html) {
  const scripts = [];
  for (const src of firstLoadScriptSources(html)) {
    const url = new URL(src, pageUrl);
    const local =
      url.origin === new URL(pageUrl).origin && url.pathname.startsWith('/_next/static/')
        ? path.join(WEB_DIR, '.next', 'static', decodeURIComponent(url.pathname.slice('/_next/static/'.length)))
        : null;
    let bytes;
    let sentBytes = null;
    if (local && existsSync(local)) {
      bytes = await readFile(local);
      if (existsSync(`${local}.br`)) sentBytes = (await stat(`${local}.br`)).size;
    } else {
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new BenchError(`script ${url} answered HTTP ${res.status}`);
      bytes = Buffer.from(await res.arrayBuffer());
    }
    const gzipBytes = gzipSync(bytes, { level: 6 }).length;
    scripts.push({ src, bytes: bytes.length, gzipBytes, sentBytes: sentBytes ?? gzipBytes });
  }
  return {
    scripts,
    totalGzipKb: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024,
    totalSentKb: scripts.reduce((sum, s) => sum + s.sentBytes, 0) / 1024,
  };
}

/**
 * The end of Next's 'Next.js-hydration' measure in the report's user timings (ms from navigation), or
 * null. Under simulated throttling this is the unthrottled load's figure, under devtools the throttled one.
 */
export function hydratedAt(report) {
  const items = report.audits['user-timings']?.details?.items ?? [];
  const measure = items.find((item) => item.name === 'Next.js-hydration' && item.timingType === 'Measure');
  return measure ? measure.startTime + (measure.duration ?? 0) : null;
}

/** Audits that cost points in a category (score below 1, weighted), worst first. */
function failingAudits(report, categoryId) {
  const category = report.categories[categoryId];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
    }));
}

/**
 * The SEO category as the aim reads it (CRAWLABLE_AUDIT above): whether the page lets search engines
 * index it, whether that is what the page means (`noindex` pages must not, all others must), and the
 * category's score without the crawlability audit (Lighthouse's own weighted mean over the rest).
 */
export function seoVerdict(report, noindex) {
  const crawlable = report.audits[CRAWLABLE_AUDIT]?.score === 1;
  let weighted = 0;
  let weights = 0;
  for (const ref of report.categories.seo?.auditRefs ?? []) {
    const audit = report.audits[ref.id];
    if (ref.id === CRAWLABLE_AUDIT || ref.weight <= 0 || !audit || audit.score === null) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return { crawlable, asMeant: crawlable !== noindex, otherAudits: weights > 0 ? weighted / weights : null };
}

/** Whether a page meets the score aim in a category; SEO as seoVerdict reads it. */
function meetsAim(row, category) {
  if (category === 'seo' && row.seo && !row.seo.asMeant) return false;
  if (category === 'seo' && row.noindex) return (row.seo?.otherAudits ?? 0) >= AIM_SCORE;
  return row.scores[category] !== null && row.scores[category] >= AIM_SCORE;
}

/**
 * A shopper's session for the private pages: cookies from the shims, as a browser would keep them.
 * 'guest-cart': an accessory in a guest cart; 'customer-cart': a freshly registered customer (signed
 * in by registering) with an accessory in their cart.
 */
async function makeSession(kind, dataDir) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const post = async (pathname, body) => {
    const res = await fetch(`${WEB_ORIGIN}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie: cookie() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value) jar.set(pair.slice(0, at), value);
      else jar.delete(pair.slice(0, at));
    }
    const answer = await res.json().catch(() => ({}));
    if (!res.ok || answer.error) throw new BenchError(`${pathname} answered ${res.status}: ${answer.error ?? 'no JSON'}`);
    return answer;
  };
  if (kind === 'customer-cart') {
    const email = `lighthouse-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await post('/nuxt/api/auth/register', { firstName: 'Lighthouse', lastName: 'Shopper', email, password: 'Lighthouse-run-1' });
  }
  const { orderSkus } = JSON.parse(await readFile(path.join(dataDir, 'bench-fixtures.json'), 'utf8'));
  const added = await post('/nuxt/api/cart/add-item', { cartItems: [{ sku: orderSkus[0], quantity: 1 }] });
  if (!added.addProductsToCart?.cart?.items?.length) throw new BenchError("the session's cart stayed empty");
  return cookie();
}

function formatTable(rows) {
  const header = ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'first-load JS (gz)', 'as sent (br)'];
  const cell = (r, c) => {
    const score = r.scores[c];
    if (score === null) return '-';
    const miss = meetsAim(r, c) ? '' : ' ✗';
    if (c !== 'seo' || !r.noindex) return `${score.toFixed(2)}${miss}`;
    return `${score.toFixed(2)} (noindex; others ${r.seo.otherAudits?.toFixed(2) ?? '-'})${miss}`;
  };
  const body = rows.map((r) => [
    `${r.label} ${r.path}`,
    ...CATEGORIES.map((c) => cell(r, c)),
    `${r.firstLoadJs.totalGzipKb.toFixed(1)} kB${r.catalogue && r.firstLoadJs.totalGzipKb > AIM_JS_KB ? ' ✗' : ''}`,
    `${r.firstLoadJs.totalSentKb.toFixed(1)} kB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const filters = process.argv
    .slice(2)
    .filter((a) => a !== '--')
    .map((f) => f.toLowerCase());
  const pages = filters.length ? LIGHTHOUSE_PAGES.filter((p) => filters.some((f) => p.key.includes(f))) : [...LIGHTHOUSE_PAGES];
  if (pages.length === 0) {
    throw new BenchError(`No page matches ${filters.join(', ')}. Pages: ${LIGHTHOUSE_PAGES.map((p) => p.key).join(', ')}`);
  }
  assertBuilt();
  if (!existsSync(LIGHTHOUSE_CLI)) throw new BenchError('Lighthouse is not installed: run `npm install` at the repository root.');
  if (!existsSync(CHROME_PATH)) {
    throw new BenchError(`No Chromium at ${CHROME_PATH}: \`apt-get install chromium-headless-shell\` (or set CHROME_PATH).`);
  }
  installCleanupHandlers(cleanup);
  await assertPortFree(PORTS.gateway, HOST);
  await assertPortFree(PORTS.web, HOST);
  await mkdir(RESULTS_DIR, { recursive: true });
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'cadence-lighthouse-'));
  const dataDir = path.join(tmpDir, 'data');
  await mkdir(dataDir);

  const label = '[lighthouse]';
  const gatewayUrl = `http://${HOST}:${PORTS.gateway}/graphql`;
  await startGateway({ host: HOST, port: PORTS.gateway, dataDir, logDir: RESULTS_DIR, label });
  await startWeb({ host: HOST, port: PORTS.web, gatewayUrl, logDir: RESULTS_DIR, label });

  const rows = [];
  const sessions = new Map();
  for (const page of pages) {
    const url = `${WEB_ORIGIN}${page.path}`;
    if (page.session && !sessions.has(page.session)) sessions.set(page.session, await makeSession(page.session, dataDir));
    const cookie = page.session ? sessions.get(page.session) : undefined;
    // The page must be the page: a 404, a redirect (to sign in) or an error screen would be measured as if it were.
    const res = await fetch(url, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(60_000),
    });
    const html = await res.text();
    if (res.status !== 200 || html.includes('data-testid="ErrorScreen-root"')) {
      throw new BenchError(
        `${page.label} ${page.path} answered HTTP ${res.status}${res.status === 200 ? ' with the error screen' : ''}: not measurable on this build (filter it out, e.g. \`npm run lighthouse -- home\`).`,
      );
    }
    const js = await firstLoadJs(url, html);
    const warmed = await warmImages(url, html, cookie);
    process.stdout.write(
      `${label} ${page.label} ${page.path}: ${warmed.count} images made ahead${warmed.failed ? ` (${warmed.failed} failed)` : ''}; running Lighthouse (mobile)… `,
    );
    const started = Date.now();
    const reportFile = path.join(RESULTS_DIR, `lighthouse-${page.key}.report.json`);
    // With LIGHTHOUSE_RUNS > 1 the page is measured that many times and the run with the median
    // performance score is the one reported (its report is the one kept), as Lighthouse's own
    // guidance suggests for a noisy machine; every run's score is printed after the table.
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouseRetrying(url, reportFile, cookie));
    const byScore = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const report = byScore[Math.floor((byScore.length - 1) / 2)];
    if (runs.length > 1) await writeFile(reportFile, JSON.stringify(report));
    console.log(`${((Date.now() - started) / 1000).toFixed(0)}s`);
    if (report.runtimeError) throw new BenchError(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null]));
    const failing = Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(report, c)]));
    rows.push({
      key: page.key,
      label: page.label,
      path: page.path,
      url,
      catalogue: page.catalogue === true,
      noindex: page.noindex === true,
      scores,
      seo: report.categories.seo ? seoVerdict(report, page.noindex === true) : null,
      firstLoadJs: js,
      metrics: {
        fcpMs: report.audits['first-contentful-paint']?.numericValue ?? null,
        lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
        tbtMs: report.audits['total-blocking-time']?.numericValue ?? null,
        // When React had hydrated the page (the end of Next's 'Next.js-hydration' measure): on a
        // throttled load, when the page's JavaScript had arrived and run, which no score shows.
        hydratedMs: hydratedAt(report),
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? null,
      },
      failingAudits: failing,
      lcp: lcpBreakdown(report),
      report: path.relative(ROOT, reportFile),
      // Lighthouse's CPU speed estimate for this run: performance (TBT above all) drops with it on a busy machine.
      benchmarkIndex: report.environment?.benchmarkIndex ?? null,
      lighthouseVersion: report.lighthouseVersion,
      browser: report.environment?.hostUserAgent ?? null,
      runs: runs.map((r) => ({
        performance: r.categories.performance?.score ?? null,
        tbtMs: r.audits['total-blocking-time']?.numericValue ?? null,
        lcpMs: r.audits['largest-contentful-paint']?.numericValue ?? null,
        benchmarkIndex: r.environment?.benchmarkIndex ?? null,
      })),
      formFactor: report.configSettings?.formFactor,
    });
  }

  console.log(`\n${formatTable(rows)}\n`);
  console.log(`Browser: ${CHROME_PATH} (${rows[0]?.browser?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'version unknown'}).`);
  console.log(`✗ marks a score under ${AIM_SCORE} or a catalogue page's first-load JavaScript over ${AIM_JS_KB} kB (gzipped).`);
  console.log(
    `SEO on a noindex page (search, cart, account, checkout: kept out of search engines on purpose): Lighthouse's score, which charges the noindex, and the score of every other SEO audit, which must meet the aim; ✗ also marks a page whose crawlability is not what it means.`,
  );
  console.log(
    `CPU benchmark index per page (Lighthouse's estimate; lower means a busier machine and a worse performance score): ${rows.map((r) => `${r.key} ${Math.round(r.benchmarkIndex ?? 0)}`).join(', ')}`,
  );
  console.log(`Metrics of the reported run (${THROTTLING === 'devtools' ? 'measured on a throttled load' : 'simulated'}):`);
  const ms = (v) => (v === null ? '?' : `${Math.round(v)} ms`);
  for (const row of rows) {
    const m = row.metrics;
    console.log(
      `  ${row.key}: FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, hydrated at ${ms(m.hydratedMs)}, CLS ${m.cls === null ? '?' : m.cls.toFixed(3)}`,
    );
  }
  if (RUNS > 1) {
    console.log(`Performance / TBT per run (${RUNS} runs a page; the median run is in the table):`);
    for (const row of rows) {
      console.log(
        `  ${row.key}: ${row.runs.map((r) => `${r.performance?.toFixed(2)} / ${Math.round(r.tbtMs ?? 0)} ms`).join(', ')}`,
      );
    }
  }
  console.log(
    `LCP (${THROTTLING === 'devtools' ? 'measured' : 'simulated'}) by phase, the observed (${THROTTLING === 'devtools' ? 'throttled' : 'unthrottled'}) largest paint, and the scripts that had arrived by then:`,
  );
  for (const row of rows) {
    const l = row.lcp;
    console.log(
      `  ${row.key}: ${l.lcpMs} ms = ${l.phases.map((p) => `${p.phase} ${p.ms}`).join(' + ') || 'no phases'}; observed ${l.observedLcpMs} ms (${String(l.element ?? '?').slice(0, 40)}), after ${l.scriptsBeforeLcp} scripts (${l.scriptsBeforeLcpKb} kB)`,
    );
  }
  for (const row of rows) {
    const missed = CATEGORIES.filter((c) => row.scores[c] !== null && row.scores[c] < 1);
    if (missed.length === 0) continue;
    console.log(`\n${row.label} ${row.path}: audits costing points`);
    for (const c of missed) {
      for (const audit of row.failingAudits[c].slice(0, 5)) {
        console.log(`  [${c}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} — score ${audit.score}`);
      }
    }
  }
  const results = {
    timestamp: new Date().toISOString(),
    node: process.version,
    chrome: CHROME_PATH,
    lighthouseVersion: rows[0]?.lighthouseVersion,
    formFactor: rows[0]?.formFactor,
    throttling: THROTTLING,
    aims: { score: `>= ${AIM_SCORE}`, firstLoadJsGzipKb: `< ${AIM_JS_KB}` },
    pages: rows.map((r) => ({
      ...r,
      aimsMet: {
        scores: CATEGORIES.every((c) => meetsAim(r, c)),
        firstLoadJs: !r.catalogue || r.firstLoadJs.totalGzipKb <= AIM_JS_KB,
      },
    })),
  };
  const out = path.join(RESULTS_DIR, 'lighthouse.json');
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${label} results written to ${path.relative(ROOT, out)}`);
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\n[lighthouse] ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
