// First-load JavaScript per page and what it is made of: `npm run bundle` (catalogue pages) or
// `npm run bundle -- /cart /checkout` (routes). Runs Next's Turbopack analyser on the web app
// (`next analyze --output`, a production compile of its own; the build in web/.next is untouched),
// then for each route sums the modules of the chunks the browser loads up front (Next's
// "bootstrap" chunk groups, not the ones loaded later by next/dynamic or import()), by package
// (node_modules) or by source folder. Sizes are Turbopack's per-module compressed sizes, which
// add up to somewhat more than the gzipped chunks a browser downloads (`npm run lighthouse` prints
// those), but rank the parts correctly. Env: BUNDLE_TOP (rows per route, default 25).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = path.join(ROOT, 'web');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const CATALOGUE_ROUTES = ['/', '/[...slug]', '/search', '/blog', '/blog/[slug]'];
const TOP = Number(process.env.BUNDLE_TOP ?? 25);

function run(args, options = {}) {
  const result = spawnSync(process.execPath, [NEXT_BIN, ...args], {
    cwd: WEB_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(`next ${args.join(' ')} failed (${result.status}):\n${(result.stderr || result.stdout || '').slice(-2000)}`);
  }
  return result.stdout;
}

/** The part of a module's path that names what it belongs to: its package, or its folder in the repo. */
export function ownerOf(sourcePath) {
  const pkg = sourcePath.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  return sourcePath.replace(/^\[project\]\//, '').replace(/\/[^/]*$/, '');
}

/** Sums one route's first-load modules by owner from `next analyze export` records. */
export function firstLoadByOwner(records) {
  const upFront = new Set();
  for (const r of records) if (r.type === 'group' && r.kind === 'bootstrap') r.outputs.forEach((o) => upFront.add(o));
  const owners = new Map();
  let total = 0;
  for (const r of records) {
    if (r.type !== 'part' || !upFront.has(r.filename)) continue;
    const owner = ownerOf(r.source_path);
    const entry = owners.get(owner) ?? { owner, compressed: 0, raw: 0 };
    entry.compressed += r.compressed_size;
    entry.raw += r.size;
    owners.set(owner, entry);
    total += r.compressed_size;
  }
  return { total, owners: [...owners.values()].sort((a, b) => b.compressed - a.compressed) };
}

function main() {
  const routes = process.argv.slice(2).filter((a) => a !== '--');
  console.log('[bundle] analysing a production compile of web (about a minute)…');
  run(['analyze', '--output'], { stdio: ['ignore', 'ignore', 'pipe'] });
  for (const route of routes.length ? routes : CATALOGUE_ROUTES) {
    const records = run(['analyze', 'export', '--route', route])
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    if (!records.some((r) => r.type === 'route')) {
      console.log(`\n${route}: no such route`);
      continue;
    }
    const { total, owners } = firstLoadByOwner(records);
    console.log(`\n${route}: first load ${(total / 1024).toFixed(1)} kB (sum of compressed modules)`);
    for (const o of owners.slice(0, TOP)) {
      console.log(
        `  ${(o.compressed / 1024).toFixed(1).padStart(6)} kB  ${(o.raw / 1024).toFixed(1).padStart(7)} kB raw  ${o.owner}`,
      );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
