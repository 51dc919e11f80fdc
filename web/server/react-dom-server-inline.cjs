// React's Node.js server renderer for Next's pages renderer (react-node-renderer.cjs gives it this
// module in place of 'react-dom/server.edge'), rendering each page to one string when it can.
//
// Next's pages renderer asks for a stream three times per page (the page, styled-jsx's styles, the
// document), waits for `allReady` and reads the whole stream back into a string: it never sends a
// byte before the page is complete. React's stream renderer encodes every piece it writes into
// UTF-8 (and measures it, to decide where to split a boundary off), and Next decodes the pieces
// again, a 4 kB chunk and a promise at a time. A page that does not suspend while it renders (all
// of ours: getServerSideProps has fetched what they show) renders the same HTML through React's
// renderToString, which builds the string directly: a category page's render cost about a tenth
// less CPU (issue 17's note has the runs). That string is handed over as a stream of one chunk.
//
// renderToString cannot wait: a component that suspends (code or data not there yet) gets its
// fallback, with a marker that tells the browser to render it (`<!--$!-->`), and one outside any
// boundary makes it throw. Then the page is rendered again by the stream renderer, which waits,
// so no page ever loses content the server can render. (React calls components again for that
// render; what they record on the way, such as next/head's tags, is keyed, or kept in sets.)
//
// The stream renderer writes every finished Suspense boundary in place. By default React's Fizz
// "outlines" a finished boundary whose HTML would take the bytes flushed past `progressiveChunkSize`
// (12,800): it writes the fallback where the boundary stands, the content later in a hidden <div>,
// and a script that moves it in, which React 19.2+ runs in batches (a few hundred ms after the first
// paint). The layout wraps the page in its own boundary (selective hydration), so every page larger
// than that was painted with an empty <main> first and its content shifted the footer away
// afterwards (CLS 0.3 on a phone). Next's pages renderer waits for the whole page before it sends
// anything, so outlining buys nothing here. renderToString never outlines.
const server = require('react-dom/server.node');
const { latin1Html } = require('./latin1-html.cjs');
const { collectDeferred, insertDeferred } = require('./deferred-inline.cjs');

/** Larger than any page: a finished boundary is always written where it stands. */
const INLINE_BOUNDARIES_UP_TO_BYTES = 2 ** 30;

/** The start of a boundary the server left for the browser to render (React's client-rendered marker). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const encoder = new TextEncoder();

/**
 * The text of each chunk handed over, read back without decoding it. Next reads the stream into a
 * string again (a fresh fatal UTF-8 TextDecoder per stream, chunk by chunk): decoding a page's bytes
 * it has just been given as a string cost a page about as much as encoding them (0.2-0.3 ms, issue
 * 17's note). A UTF-8 decoder that holds nothing from before (it has decoded nothing, or its last
 * call ended the stream) and is given one of these chunks, unchanged, returns its text: what
 * decoding it would give, since only a well-formed string (no lone surrogates) that does not start
 * with a byte order mark (which a decoder drops) is registered. It does so once: the chunk is read
 * once. Everything else, and every other decoder, decodes as before; whoever reads the bytes gets
 * the real bytes.
 */
const handedOver = new WeakMap();
/** Decoders in the middle of a stream (their last call passed `stream: true`). */
const midStream = new WeakSet();
const decode = TextDecoder.prototype.decode;
/** One ASCII byte: what a decoder that returned a chunk's text decodes to be in the state decoding it leaves. */
const ASCII_BYTE = new Uint8Array([0x20]);
TextDecoder.prototype.decode = function decodeHandedOver(input, options) {
  const streaming = Boolean(options && options.stream);
  if (input !== undefined && this.encoding === 'utf-8' && !midStream.has(this)) {
    const known = handedOver.get(input);
    if (known !== undefined && known.byteLength === input.byteLength) {
      handedOver.delete(input);
      if (streaming) {
        // Having decoded bytes, a decoder no longer drops a byte order mark at the start of the next chunk.
        decode.call(this, ASCII_BYTE, options);
        midStream.add(this);
      }
      return known.text;
    }
  }
  if (streaming) midStream.add(this);
  else midStream.delete(this);
  return decode.call(this, input, options);
};

/** A finished page as the stream Next reads: one chunk, everything ready. */
function streamOf(html) {
  const bytes = encoder.encode(html);
  if (html.charCodeAt(0) !== 0xfeff && html.isWellFormed()) handedOver.set(bytes, { text: html, byteLength: bytes.byteLength });
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return Object.assign(stream, { allReady: Promise.resolve() });
}

/**
 * The page as one string, one-byte where it can be (latin1-html.cjs), with what the render deferred
 * put in place (deferred-inline.cjs); or null when renderToString could not render all of it
 * (something suspended) or the caller asked for what only the stream renderer does (bootstrap
 * scripts, a nonce, an error callback, a signal).
 */
function renderedAtOnce(children, options) {
  if (options && Object.keys(options).some((name) => name !== 'identifierPrefix')) return null;
  let rendered;
  try {
    rendered = collectDeferred(() => server.renderToString(children, options));
  } catch {
    return null;
  }
  const { result: html, deferred } = rendered;
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  const page = insertDeferred(latin1Html(html), deferred);
  // Rendered again by the stream renderer: correct, and a render's cost more, so said.
  if (page === null) console.warn('[ssr] a deferred text was not where the render was given it; rendering again');
  return page;
}

function renderToReadableStream(children, options) {
  const html = renderedAtOnce(children, options);
  if (html !== null) return Promise.resolve(streamOf(html));
  return server.renderToReadableStream(children, { progressiveChunkSize: INLINE_BOUNDARIES_UP_TO_BYTES, ...options });
}

module.exports = { ...server, renderToReadableStream, INLINE_BOUNDARIES_UP_TO_BYTES };
