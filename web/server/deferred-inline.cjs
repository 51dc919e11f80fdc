// @ts-check
// Text a page render leaves out of React's output, to be put back into the finished HTML.
//
// A page's document (pages/_document.tsx) is React's output around the page's data: a bike page's
// is 73,000 characters, 40,000 of them `__NEXT_DATA__`. V8 joins React's output into one string
// when it is first read, two bytes a character if any character of it is above Latin-1, and a
// German meta description or a title with an en dash is enough: 146 kB, past the 128 kB of V8's
// large-object space, whose pages are fresh from the system and fault when first touched (issue 17's
// note: 0.7 ms of a bike page). The data is already one-byte JSON (latin1Json). Given to React
// as a short token instead, and put in place once the rest is written one-byte (latin1-html.cjs),
// it never passes through a two-byte string.
//
// Only a render at once (react-dom-server-inline.cjs `renderedAtOnce`, synchronous: renderToString)
// collects; any other render, such as the stream renderer's when a page suspends, gets the text
// itself. The collecting list is on `globalThis` under a registered symbol, because this module is
// bundled into the document's server chunk, a copy of its own, as well as required by the renderer.
// Tokens carry this process's random key: no text a shopper or the catalogue writes can match one.

const { randomUUID } = require('node:crypto');

const COLLECTING = Symbol.for('cadence.deferredInline.collecting');
const KEY = Symbol.for('cadence.deferredInline.key');

/** @type {Record<symbol, unknown>} */
const shared = /** @type {never} */ (globalThis);
if (typeof shared[KEY] !== 'string') shared[KEY] = randomUUID();

/** @param {number} index */
const token = (index) => `<!--deferred-${/** @type {string} */ (shared[KEY])}-${index}-->`;

/**
 * In a render at once, a token that `insertDeferred` replaces with `text`; otherwise `text`.
 * @param {string} text
 * @returns {string}
 */
function deferredInline(text) {
  const collecting = shared[COLLECTING];
  if (!Array.isArray(collecting)) return text;
  collecting.push(text);
  return token(collecting.length - 1);
}

/**
 * Runs a synchronous render, collecting what it defers.
 * @template T
 * @param {() => T} render
 * @returns {{ result: T, deferred: string[] }}
 */
function collectDeferred(render) {
  /** @type {string[]} */
  const deferred = [];
  const outer = shared[COLLECTING];
  shared[COLLECTING] = deferred;
  try {
    return { result: render(), deferred };
  } finally {
    shared[COLLECTING] = outer;
  }
}

/**
 * `html` with each token in place of its text, in order; null when a token is missing (the render
 * did not write one where it was given: the caller renders again without deferring).
 * @param {string} html
 * @param {string[]} deferred
 * @returns {string | null}
 */
function insertDeferred(html, deferred) {
  if (deferred.length === 0) return html;
  let out = '';
  let last = 0;
  for (let index = 0; index < deferred.length; index++) {
    const mark = token(index);
    const at = html.indexOf(mark, last);
    if (at === -1) return null;
    out += html.slice(last, at) + deferred[index];
    last = at + mark.length;
  }
  return out + html.slice(last);
}

module.exports = { deferredInline, collectDeferred, insertDeferred };
