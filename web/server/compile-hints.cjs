// @ts-check
/**
 * Marks the browser's JavaScript chunks for eager compilation: `node server/compile-hints.cjs`
 * after `next build` (the web's build script) puts V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other browsers read a comment), at the top
 * of every chunk in `.next/static/chunks`.
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it is called. Loading a
 * page calls most of what its chunks hold (React, Next's client, the page's components, each lazy
 * chunk when it is wanted), so a phone spent a third to a half of the first-load script task
 * compiling (V8.CompileCode in a Chromium trace of the accessory page at 4x CPU slowdown: 370 to
 * 630 ms on the main thread). With the hint the whole chunk is compiled while it streams in, on a
 * background thread, and the main thread compiles nothing.
 *
 * The comment adds a line at the top of each chunk, so a chunk's source map (when the build writes
 * them) is moved down a line with it. Running it twice changes nothing.
 */
const fs = require('node:fs');
const path = require('node:path');

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A chunk's code with the hint, and its source map moved down one line (null when it has none).
 * @param {string} code
 * @param {string | null} map the chunk's source map (JSON), if any
 * @returns {{ code: string; map: string | null; changed: boolean }}
 */
function addCompileHint(code, map) {
  if (code.startsWith(HINT)) return { code, map, changed: false };
  if (map === null) return { code: HINT + code, map, changed: true };
  const parsed = JSON.parse(map);
  if (Array.isArray(parsed.sections)) {
    // An index map: each section starts a line later.
    for (const section of parsed.sections) section.offset = { ...section.offset, line: section.offset.line + 1 };
  } else {
    // A line of no mappings first (mappings are lines separated by ';').
    parsed.mappings = `;${parsed.mappings}`;
  }
  return { code: HINT + code, map: JSON.stringify(parsed), changed: true };
}

/** The source map a chunk names (`//# sourceMappingURL=` at its end), if it is a file beside it. */
function mapPathOf(/** @type {string} */ file, /** @type {string} */ code) {
  const named = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code)?.[1];
  if (!named || /^[a-z]+:/i.test(named)) return null;
  const mapPath = path.resolve(path.dirname(file), named);
  return fs.existsSync(mapPath) ? mapPath : null;
}

/** Every `.js` file under `dir`. */
function chunkFiles(/** @type {string} */ dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...chunkFiles(full));
    else if (entry.name.endsWith('.js')) out.push(full);
  }
  return out;
}

/** Adds the hint to every chunk of a build; returns how many it marked. */
function markChunks(/** @type {string} */ chunksDir) {
  let marked = 0;
  for (const file of chunkFiles(chunksDir)) {
    const code = fs.readFileSync(file, 'utf8');
    const mapPath = mapPathOf(file, code);
    const result = addCompileHint(code, mapPath ? fs.readFileSync(mapPath, 'utf8') : null);
    if (!result.changed) continue;
    fs.writeFileSync(file, result.code);
    if (mapPath && result.map !== null) fs.writeFileSync(mapPath, result.map);
    marked += 1;
  }
  return marked;
}

module.exports = { HINT, addCompileHint, markChunks };

if (require.main === module) {
  const chunksDir = path.join(__dirname, '..', '.next', 'static', 'chunks');
  if (!fs.existsSync(chunksDir)) {
    console.error(`compile-hints: ${chunksDir} does not exist (run next build first)`);
    process.exit(1);
  }
  console.log(`compile-hints: ${markChunks(chunksDir)} chunk(s) marked for eager compilation`);
}
