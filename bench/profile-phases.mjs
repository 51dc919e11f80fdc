// `node bench/profile-phases.mjs <file.cpuprofile> <requests> [phase]`: where a web server's CPU went,
// per request, by phase of a page request. The profile comes from the web server under a known
// number of requests, e.g. one connection so that nothing else shares its core:
//
//   BENCH_WEB_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench -- "SSR category page (/bikes/road/), rendered every request"
//
// or a web server started with `node --cpu-prof --cpu-prof-dir=/tmp/prof server/index.cjs` (page
// cache off: HTML_CACHE_TTL_MS=0) and loaded with `npx autocannon -c 1 -a 1000 <url>`. Frames in
// the web build's chunks are named through their source maps (web/src/…, pages/…). Each sample
// goes to the first phase below whose pattern some frame of its stack matches; the profiler samples
// wall time, so a profile taken under contention also counts the time the thread waited for a core.
// With a phase name it lists that phase's heaviest stacks (their innermost three frames).
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** This checkout, left out of the names of its files. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const [file, requestsArg, only] = process.argv.slice(2);
const requests = Number(requestsArg);
if (!file || !(requests > 0)) {
  console.error('Usage: node bench/profile-phases.mjs <file.cpuprofile> <requests> [phase]');
  process.exit(2);
}

const PHASES = [
  ['idle', /^\(idle\)/],
  ['start-up (module loading)', /cjs\/loader|instantiateModule|run_main/],
  ['garbage collection', /^\(garbage collector\)/],
  ['__NEXT_DATA__ (page data as JSON)', /getInlineScriptSource/],
  ['React render', /react-dom-server.*\b(performWork|startFlowing|renderToStringImpl)\b/],
  ['hand-over to Next (server/react-dom-server-inline.cjs)', /react-dom-server-inline\.cjs/],
  ['Next decoding the render', /\bTextDecoder\b|encoding decode|^\(decode\)/],
  ['emotion critical CSS', /@emotion\/server|extractCritical/],
  ['_document', /pages\/_document\.tsx/],
  ['gateway requests', /server-gateway-client|_http_client|_http_agent/],
  ['getServerSideProps', /shopper-page|page-kinds|server-translations|server-apollo-client|pages\/.*\.tsx/],
  ['proxy (middleware)', /adapter\.js|proxy\.ts|spec-extension|next-request/],
  ['CSP hashes', /inlineScriptHashes/],
  ['writing the answer', /clearBuffer|writev|_http_outgoing|Socket\._write/],
  ['observability', /observability\.cjs/],
  ['page cache', /html-cache\.cjs/],
  ['reading the request', /_http_server|_http_common|parserOn/],
  ["Next's own handling", /node_modules\/next\//],
];

const profile = JSON.parse(readFileSync(file, 'utf8'));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const maps = new Map();
function sourceMap(url) {
  if (!url.includes('/.next/')) return null;
  const path = url.replace('file://', '');
  if (!maps.has(path)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    } catch {
      // a chunk without a map keeps its own name
    }
    maps.set(path, map);
  }
  return maps.get(path);
}

/** A frame as `where name`: its source file through the build's source maps, or its URL. */
function frameName({ callFrame }) {
  // V8's own entries are named in parentheses already: (idle), (garbage collector), (program).
  if (!callFrame.url) return callFrame.functionName.startsWith('(') ? callFrame.functionName : `(${callFrame.functionName})`;
  const entry = sourceMap(callFrame.url)?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
  const where = entry?.originalSource
    ? entry.originalSource.replace(/.*\/web\//, '')
    : callFrame.url.replace(/^file:\/\//, '').replace(ROOT, '');
  return `${where} ${entry?.name || callFrame.functionName}`.trim();
}
const names = new Map(profile.nodes.map((node) => [node.id, frameName(node)]));

const timeOf = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  timeOf.set(profile.samples[i], (timeOf.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const phases = new Map();
const stacks = new Map();
for (const [id, micros] of timeOf) {
  const stack = [];
  for (let at = id; at !== undefined; at = parent.get(at)) stack.push(names.get(at));
  const phase = PHASES.find(([, pattern]) => stack.some((frame) => pattern.test(frame)))?.[0] ?? 'other';
  phases.set(phase, (phases.get(phase) ?? 0) + micros);
  if (phase === only) {
    const key = stack.slice(0, 3).join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + micros);
  }
}

const perRequest = (micros) => (micros / 1000 / requests).toFixed(3).padStart(8);
const uncounted = (phases.get('idle') ?? 0) + (phases.get('start-up (module loading)') ?? 0);
const busy = [...phases.values()].reduce((a, b) => a + b, 0) - uncounted;
console.log(`${perRequest(busy)} ms per request busy (idle and start-up left out), over ${requests} requests`);
for (const [phase, micros] of [...phases].sort((a, b) => b[1] - a[1])) console.log(`${perRequest(micros)}  ${phase}`);
if (only) {
  console.log(`\nheaviest stacks in "${only}" (ms per request):`);
  for (const [stack, micros] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${perRequest(micros)}  ${stack}`);
}
