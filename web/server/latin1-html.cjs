// @ts-check
// A rendered page's HTML held as a one-byte string: the same document, with every character above
// U+00FF written as a reference.
//
// V8 keeps a string in one byte per character when all of its characters are Latin-1, in two
// otherwise, and a string built from a two-byte one (a flattened rope, a slice, a replace) stays
// two-byte. A category page carries a few en dashes, ellipses and curly quotes (product names,
// translations), a German page its euro signs: so React's output, the document around it and the
// page Next sends (133,000 characters) were all two-byte, twice the memory. A string over 128 kB
// goes to V8's large-object space, fresh pages from the system, each page's first touch a fault
// (13-15 µs on these machines; issue 17's note): Next's `Buffer.byteLength` on the finished page
// and the flattening of the document cost about 1 ms a page in faults alone.
//
// The references mean the same characters to whoever reads the page: in text and attribute values
// an HTML character reference (`&#x2013;`), in JSON data blocks (`__NEXT_DATA__`, JSON-LD, the
// server texts) a JSON escape (`\u2013`), in a style sheet a CSS escape and the one space that ends
// it (`\2013 `: CSS takes one whitespace after a hex escape into the escape, so the text's own
// following space stays). Anything else whose text is not parsed for references
// (a script that runs, noscript, iframe, xmp…) is left as it is, and so is the page then: it stays
// two-byte, which costs time and never meaning. A page that is Latin-1 already is returned as the
// same text, but always held one byte a character: having nothing above Latin-1 does not make a
// string one-byte. A slice or a replacement of a two-byte string stays two-byte (React's output for
// the document, its head around JSON that had had an en dash, was such a string), and so is
// everything joined to it: the child bike page Next sent was two-byte without one character above
// Latin-1, and measuring it (`Buffer.byteLength`) took 0.7-1.1 ms a page instead of 0.02-0.03; the
// copy that makes it one-byte costs about 0.02 ms for a 100 kB page (below).

// Without the `u` flag: V8 scans a page ten times faster so (a tenth of a millisecond against one).
/** A UTF-16 unit above Latin-1. */
const ABOVE_LATIN1 = /[^\u0000-\u00ff]/;
/** Characters above Latin-1, a whole code point at a time (an emoji is one reference, not two). */
const ABOVE_LATIN1_ALL = /[\ud800-\udbff][\udc00-\udfff]|[^\u0000-\u00ff]/g;
/** Any surrogate; only a page that has one is searched for a lone one (below). */
const SURROGATE = /[\ud800-\udfff]/;
/** A surrogate not in a pair: a high one not followed by a low one, a low one not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Elements whose text the HTML parser does not read references in (raw text), with the rest of
 * their start tag and their text. React writes no `<` inside such text but that of the end tag
 * (it escapes `</script` in JSON it is given through `htmlEscapeJsonString`, Next's, and React's own).
 * Tag names end where HTML's tokenizer ends them: at HTML's whitespace (never `\s`, which takes
 * Unicode spaces: `</style\u2009>` does not close a style sheet), `/` or `>`; whatever an end tag
 * has after its name up to `>` (`</style x>`, `</style/>`) the tokenizer drops, and the element ends.
 */
const RAW_TEXT =
  /<(script|style|noscript|iframe|noembed|noframes|xmp|plaintext)(?=[\t\n\f\r />])([^>]*)>([\s\S]*?)<\/\1(?=[\t\n\f\r />])[^>]*>/gi;
/** A script that is data, never run: its text is JSON (its own `type`, not a `data-type`). */
const JSON_TYPE = /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json(?=["'\s>]|$)/i;
/**
 * Text whose references are never decoded outside raw-text elements: CDATA sections (in SVG and
 * MathML). A page that has one is left as it is.
 */
const CDATA = '<![CDATA[';

/**
 * The buffer one-byte text is written through on its way to a string, kept from page to page: a
 * fresh one for each page was a system allocation (and, past 128 kB, fresh pages and their faults)
 * every time, 0.3 ms to copy a 100 kB page against 0.02 through this one. It is only ever used
 * synchronously (written, read into a new string, done), so no caller sees another's bytes.
 */
let scratch = Buffer.allocUnsafeSlow(1 << 17);
/** @param {number} length */
function scratchFor(length) {
  if (length > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.max(length, 2 * scratch.length));
  return scratch;
}

/**
 * `text` (every character Latin-1) held one byte a character, a copy through the scratch buffer.
 * @param {string} text
 */
function oneByte(text) {
  const bytes = scratchFor(text.length);
  return bytes.toString('latin1', 0, bytes.write(text, 0, 'latin1'));
}

/**
 * A page's pieces, written out at the end as one one-byte string. Pieces are added as they are, or
 * with every character above Latin-1 written by an escape (an `exec` loop, not `replace` with a
 * function: V8 takes ten times as long over a page that way). Written through one buffer, never
 * joined as strings first: a string joined from two-byte pieces is two-byte, and flattening it
 * (to test or to write it) copies the page at two bytes a character.
 */
class Latin1Pieces {
  constructor() {
    /** @type {string[]} */
    this.pieces = [];
    this.length = 0;
  }

  /** @param {string} piece */
  add(piece) {
    if (piece.length === 0) return;
    this.pieces.push(piece);
    this.length += piece.length;
  }

  /**
   * @param {string} text
   * @param {(char: string) => string} escape
   */
  addEscaped(text, escape) {
    ABOVE_LATIN1_ALL.lastIndex = 0;
    let last = 0;
    for (let match = ABOVE_LATIN1_ALL.exec(text); match !== null; match = ABOVE_LATIN1_ALL.exec(text)) {
      this.add(text.slice(last, match.index));
      this.add(escape(match[0]));
      last = ABOVE_LATIN1_ALL.lastIndex;
    }
    this.add(last === 0 ? text : text.slice(last));
  }

  /** Every piece must be Latin-1 (one byte each in the buffer). */
  toString() {
    const bytes = scratchFor(this.length);
    let at = 0;
    for (const piece of this.pieces) at += bytes.write(piece, at, 'latin1');
    return bytes.toString('latin1', 0, at);
  }
}

/** @param {string} char one code point */
const htmlReference = (char) => `&#x${/** @type {number} */ (char.codePointAt(0)).toString(16).toUpperCase()};`;
/** @param {string} char one code point (one or two UTF-16 units) */
const jsonEscape = (char) => {
  let escaped = '';
  for (let i = 0; i < char.length; i++) escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return escaped;
};
/** @param {string} char one code point */
const cssEscape = (char) => `\\${/** @type {number} */ (char.codePointAt(0)).toString(16)} `;

/**
 * JSON with every character above Latin-1 escaped, as one-byte text. Valid for any JSON text: outside
 * its strings JSON is ASCII, and inside a string `\uXXXX` is the character it names.
 * @param {string} json
 */
function latin1Json(json) {
  if (!ABOVE_LATIN1.test(json)) return oneByte(json);
  const out = new Latin1Pieces();
  out.addEscaped(json, jsonEscape);
  return out.toString();
}

/**
 * @param {string} html a document or a fragment of one, as React renders it
 * @returns {string} the same HTML, one-byte unless it holds a lone surrogate, a leading byte order mark,
 *   CDATA or unreferenceable raw text with characters above Latin-1 (then the page as it came)
 */
function latin1Html(html) {
  if (!ABOVE_LATIN1.test(html)) return oneByte(html);
  // A lone surrogate would become a reference to no character, and a leading byte order mark one
  // to a character, where UTF-8 makes the one U+FFFD and a decoder drops the other: left as they are.
  if ((SURROGATE.test(html) && LONE_SURROGATE.test(html)) || html.charCodeAt(0) === 0xfeff || html.includes(CDATA)) return html;
  const out = new Latin1Pieces();
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, name, attributes, text] = /** @type {[string, string, string, string]} */ (/** @type {unknown} */ (match));
    const index = /** @type {number} */ (match.index);
    const tag = name.toLowerCase();
    const escape = tag === 'style' ? cssEscape : tag === 'script' && JSON_TYPE.test(attributes) ? jsonEscape : null;
    // Text no reference can stand in for: the page stays as it is.
    if (escape === null && ABOVE_LATIN1.test(text)) return html;
    out.addEscaped(html.slice(last, index), htmlReference);
    const textStart = name.length + attributes.length + 2; // `<`, name, attributes, `>`
    out.addEscaped(whole.slice(0, textStart), htmlReference);
    if (escape === null) out.add(text);
    else out.addEscaped(text, escape);
    // The end tag: ASCII by the pattern; checked all the same, as the buffer keeps one byte of each character.
    const end = whole.slice(textStart + text.length);
    if (ABOVE_LATIN1.test(end)) return html;
    out.add(end);
    last = index + whole.length;
  }
  out.addEscaped(html.slice(last), htmlReference);
  return out.toString();
}

module.exports = { latin1Html, latin1Json };
