import { serialize } from 'node:v8';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { latin1Html, latin1Json } = require('../../../server/latin1-html.cjs') as {
  latin1Html: (html: string) => string;
  latin1Json: (json: string) => string;
};

/**
 * How V8 holds a string: after its header (0xFF, version) its serialiser writes a one-byte string
 * with tag `"`, a two-byte one with `c`, which it may align with padding bytes (0x00) first.
 */
const representation = (text: string) => {
  const bytes = serialize(text);
  let at = 2;
  while (bytes[at] === 0) at++;
  return ({ 0x22: 'one-byte', 0x63: 'two-byte' } as Record<number, string>)[bytes[at]!] ?? 'other';
};

/** What a browser reads from the HTML: the DOM, and the text of each data script and style sheet as their parsers see it. */
function parsed(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const raw = [...doc.querySelectorAll('script, style')].map((element) => {
    element.remove();
    if (element.tagName === 'STYLE') return { style: element.textContent };
    const type = element.getAttribute('type') ?? '';
    return /json/.test(type) ? { json: JSON.parse(element.textContent!) as unknown } : { script: element.textContent };
  });
  return { dom: doc.documentElement.outerHTML, raw };
}

const PAGE = [
  '<!DOCTYPE html><html lang="en-GB"><head><title>CGR AL – Road bikes</title>',
  '<script type="application/ld+json">{"name":"CGR AL – 105","offers":{"priceCurrency":"EUR","label":"1.099 €"}}</script>',
  '</head><body><div id="__next"><h1 title="Straßen – “fast”">Road bikes … £1,099</h1>',
  '<p class="promo">Everything for safer miles – from lights to tools 🚲</p><textarea>Grüße – €</textarea></div>',
  '<script id="__SERVER_TEXTS__" type="application/json">{"price|de-DE|EUR|1099":"1.099 €","application":"–"}</script>',
  '<script id="__NEXT_DATA__" type="application/json">{"props":{"name":"Aero SL – Free speed","emoji":"🚲"}}</script>',
  '</body></html>',
].join('');

describe('latin1Html (server/latin1-html.cjs)', () => {
  it('writes every character above Latin-1 as a reference: the same document to a browser, held in one byte per character', () => {
    const out = latin1Html(PAGE);
    expect([...out].every((char) => char.codePointAt(0)! <= 0xff)).toBe(true);
    expect(representation(out)).toBe('one-byte');
    expect(representation(PAGE)).toBe('two-byte');
    expect(parsed(out)).toEqual(parsed(PAGE));
    expect(parsed(out).raw).toHaveLength(3); // the JSON-LD and the two data scripts were compared as data
  });

  it('uses the reference each context reads: HTML in text and attributes, JSON escapes in data scripts, CSS escapes in style sheets', () => {
    const out = latin1Html(
      '<p title="a – b">x – y 🚲 £</p><script type="application/json">{"a":"–application"}</script><style data-x="–">a::after{content:\'–\'}</style>',
    );
    expect(out).toBe(
      '<p title="a &#x2013; b">x &#x2013; y &#x1F6B2; £</p><script type="application/json">{"a":"\\u2013application"}</script>' +
        '<style data-x="&#x2013;">a::after{content:\'\\2013 \'}</style>',
    );
    // CSS takes one whitespace after a hex escape into it: the text's own space stays after it.
    expect(latin1Html('<style>a{content:"a – b"}</style><p>–</p>')).toBe(
      '<style>a{content:"a \\2013  b"}</style><p>&#x2013;</p>',
    );
  });

  it('reads only real raw-text elements and a script’s own type, and leaves a page with CDATA (never decoded) as it is', () => {
    expect(latin1Html('<style-guide>–</style-guide><p>–</p>')).toBe('<style-guide>&#x2013;</style-guide><p>&#x2013;</p>');
    const notJson = '<script data-type="application/json" type="text/x-template">–</script><p>–</p>';
    expect(latin1Html(notJson)).toBe(notJson);
    // An end tag is what HTML's tokenizer takes for one: a Unicode space does not end the name (review).
    const unicodeSpace = '<style>a::after{content:"</style\u2009>"}</style><p>–</p>';
    expect(latin1Html(unicodeSpace)).toBe('<style>a::after{content:"</style\\2009 >"}</style><p>&#x2013;</p>');
    // One style sheet still (its CSS escape is the same character), the same document around it.
    expect(parsed(latin1Html(unicodeSpace)).dom).toBe(parsed(unicodeSpace).dom);
    expect(parsed(latin1Html(unicodeSpace)).raw).toHaveLength(1);
    // An end tag with attributes, or a slash, still ends the element (HTML's tokenizer drops them).
    for (const end of ['</style x>', '</style/>', '</STYLE\tdata-x="1">']) {
      const page = `<style>a{content:"–"}${end}<p>–</p><style>b{}</style>`;
      expect(latin1Html(page)).toBe(`<style>a{content:"\\2013 "}${end}<p>&#x2013;</p><style>b{}</style>`);
      expect(parsed(latin1Html(page)).dom).toBe(parsed(page).dom);
    }
    const cdata = '<svg><title>–</title><![CDATA[a – b]]></svg>';
    expect(latin1Html(cdata)).toBe(cdata);
  });

  it('returns the same page when it is Latin-1 already, or the page itself when raw text it cannot reference holds such characters', () => {
    const latin1 = '<p>Räder £1,099</p>';
    expect(latin1Html(latin1)).toBe(latin1);
    expect(representation(latin1Html(latin1))).toBe('one-byte');
    const runScript = '<p>a – b</p><script>window.dash = "–"</script>';
    expect(latin1Html(runScript)).toBe(runScript);
    const noscript = '<noscript><p>a – b</p></noscript>';
    expect(latin1Html(noscript)).toBe(noscript);
  });

  it('holds a Latin-1 page one byte a character even when it came two-byte (a slice or replacement of a two-byte string)', () => {
    // React's document: its head around JSON whose en dash was escaped, all Latin-1, held two-byte.
    const head = '<head><script type="application/ld+json">{"name":"CGR AL – 105"}</script>'.replace('–', '\\u2013');
    const page = `${head}<title>Räder £1,099</title></head><body>${'<p>Straße</p>'.repeat(50)}</body>`;
    expect(representation(page)).toBe('two-byte');
    expect([...page].every((char) => char.codePointAt(0)! <= 0xff)).toBe(true);
    const out = latin1Html(page);
    expect(out).toBe(page);
    expect(representation(out)).toBe('one-byte');
    // Joined to it, a one-byte page stays one-byte; joined to the page as it came, it would not.
    expect(representation(`<!DOCTYPE html>${out}`)).toBe('one-byte');
    expect(representation(`<!DOCTYPE html>${page}`)).toBe('two-byte');
  });

  it('writes each page through one buffer without one page showing through another, whatever their sizes', () => {
    const pages = [
      `<p>${'Räder – '.repeat(40_000)}</p>`, // escaped, past the first buffer's 128 kB
      `<p>${'Straße £1 '.repeat(30_000)}</p>`, // Latin-1 already, copied
      '<p>a – b</p>',
      `<p>${'x'.repeat(600_000)}</p>`, // larger than the buffer has grown to
      '<p>Räder</p>',
    ];
    const outs = pages.map((page) => latin1Html(page));
    outs.forEach((out, i) => {
      expect(out).toBe(pages[i]!.replaceAll('–', '&#x2013;'));
      expect(representation(out)).toBe('one-byte');
    });
  });

  it('leaves a lone surrogate and a leading byte order mark to the encoder and decoder, as before', () => {
    const lone = '<p>broken \ud800 – text</p>';
    expect(latin1Html(lone)).toBe(lone);
    // Wherever it stands: first, last, a high one before a pair, a low one after a pair.
    for (const broken of ['\udc00<p>–</p>', '<p>–</p>\ud83d', '<p>\ud83d\ud83d\udeb2 –</p>', '<p>\ud83d\udeb2\udeb2 –</p>'])
      expect(latin1Html(broken)).toBe(broken);
    // Pairs only: each is one reference.
    expect(latin1Html('<p>\ud83d\udeb2\ud83d\udeb2 –</p>')).toBe('<p>&#x1F6B2;&#x1F6B2; &#x2013;</p>');
    const mark = '\ufeff<p>–</p>';
    expect(latin1Html(mark)).toBe(mark);
  });
});

describe('latin1Json (server/latin1-html.cjs)', () => {
  it('escapes characters above Latin-1 in JSON: the same data, one-byte', () => {
    const json = JSON.stringify({ name: 'CGR AL – 105', emoji: '🚲', price: '1.099 €', plain: 'Räder' });
    const out = latin1Json(json);
    expect(out).toBe('{"name":"CGR AL \\u2013 105","emoji":"\\ud83d\\udeb2","price":"1.099 \\u20ac","plain":"Räder"}');
    expect(JSON.parse(out)).toEqual(JSON.parse(json));
    expect(representation(out)).toBe('one-byte');
    const latin1 = JSON.stringify({ plain: 'Räder' });
    expect(latin1Json(latin1)).toBe(latin1);
    const twoByte = JSON.stringify({ name: 'CGR AL – 105', plain: 'Räder' }).replace('–', '-');
    expect(representation(twoByte)).toBe('two-byte');
    expect(latin1Json(twoByte)).toBe(twoByte);
    expect(representation(latin1Json(twoByte))).toBe('one-byte');
  });
});
