// React's Node.js server renderer (react-node-renderer.cjs gives it to Next's pages renderer) with
// every finished Suspense boundary written in place. By default React's Fizz "outlines" a finished
// boundary whose HTML would take the bytes flushed past `progressiveChunkSize` (12,800): it writes
// the fallback where the boundary stands, the content later in a hidden <div>, and a script that
// moves it in, which React 19.2+ runs in batches (a few hundred ms after the first paint). The
// layout wraps the page in its own boundary (selective hydration), so every page larger than that
// was painted with an empty <main> first and its content shifted the footer away afterwards (CLS
// 0.3 on a phone). Next's pages renderer waits for the whole page before it sends anything, so
// outlining buys nothing here: no page reaches this size.
const server = require('react-dom/server.node');

/** Larger than any page: a finished boundary is always written where it stands. */
const INLINE_BOUNDARIES_UP_TO_BYTES = 2 ** 30;

function renderToReadableStream(children, options) {
  return server.renderToReadableStream(children, { progressiveChunkSize: INLINE_BOUNDARIES_UP_TO_BYTES, ...options });
}

module.exports = { ...server, renderToReadableStream, INLINE_BOUNDARIES_UP_TO_BYTES };
