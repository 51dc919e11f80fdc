/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WEB = path.join(__dirname, '../../..');

/** Runs a script in a plain Node.js process (Jest resolves modules its own way, not through Node's resolver). */
function node(script: string): string {
  return execFileSync(process.execPath, ['-e', script], {
    cwd: WEB,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

describe('useReactNodeRenderer (server/react-node-renderer.cjs)', () => {
  it("gives Next's pages renderer React's Node.js build, which renders the same HTML (characters above Latin-1 as references: server/latin1-html.cjs)", () => {
    const out = node(`
      const React = require('react');
      const edge = require('react-dom/server.edge');
      require('./server/react-node-renderer.cjs').useReactNodeRenderer();
      const pages = require('next/dist/server/ReactDOMServerPages');
      const nodeBuild = require('react-dom/server.node');
      const page = React.createElement('p', { className: 'intro', title: 'Räder & Teile' }, 'Straßenräder — “fast”');
      const read = (stream) => new Response(stream).text();
      const { latin1Html } = require('./server/latin1-html.cjs');
      Promise.all([pages.renderToReadableStream(page).then(read), edge.renderToReadableStream(page).then(read)]).then(([mine, theirs]) => {
        console.log(JSON.stringify({ isNode: pages.renderToString === nodeBuild.renderToString, same: mine === latin1Html(theirs), html: mine }));
      });
    `);
    const result = JSON.parse(out) as { isNode: boolean; same: boolean; html: string };
    expect(result.isNode).toBe(true);
    expect(result.same).toBe(true);
    expect(result.html).toBe('<p class="intro" title="Räder &amp; Teile">Straßenräder &#x2014; &#x201C;fast&#x201D;</p>');
  });

  it('leaves every other module as Node resolves it', () => {
    const out = node(`
      const before = require.resolve('react-dom/server.browser');
      require('./server/react-node-renderer.cjs').useReactNodeRenderer();
      require('./server/react-node-renderer.cjs').useReactNodeRenderer();
      console.log(JSON.stringify({ same: require.resolve('react-dom/server.browser') === before, edge: require.resolve('react-dom/server.edge') }));
    `);
    const result = JSON.parse(out) as { same: boolean; edge: string };
    expect(result.same).toBe(true);
    expect(result.edge).toMatch(/server[\\/]react-dom-server-inline\.cjs$/);
  });

  it('writes a finished Suspense boundary in place, however large (not moved in by a script after the first paint)', () => {
    const out = node(`
      const React = require('react');
      require('./server/react-node-renderer.cjs').useReactNodeRenderer();
      const pages = require('next/dist/server/ReactDOMServerPages');
      const nodeBuild = require('react-dom/server.node');
      const items = Array.from({ length: 400 }, (_, i) => React.createElement('li', { key: i }, 'Road bike number ' + i + ' with a long description'));
      const page = React.createElement('main', null, React.createElement(React.Suspense, null, React.createElement('ul', null, items)));
      const read = (stream) => new Response(stream).text();
      Promise.all([pages.renderToReadableStream(page).then(read), nodeBuild.renderToReadableStream(page).then(read)]).then(([mine, plain]) => {
        console.log(JSON.stringify({ mine: { size: mine.length, template: mine.includes('<template id="B:'), hidden: mine.includes('hidden id="S:') }, plainOutlined: plain.includes('<template id="B:') }));
      });
    `);
    const result = JSON.parse(out) as { mine: { size: number; template: boolean; hidden: boolean }; plainOutlined: boolean };
    // React's default outlines it (the boundary is larger than its 12,800-byte chunk): the case this guards.
    expect(result.plainOutlined).toBe(true);
    expect(result.mine.size).toBeGreaterThan(12_800);
    expect(result.mine.template).toBe(false);
    expect(result.mine.hidden).toBe(false);
  });

  describe('a page rendered at once (renderToString), the stream renderer when it must wait', () => {
    /** Renders `page` (an expression of a script's `React` and helpers) through Next's renderer and React's stream renderer. */
    const both = (page: string, streamOptions = '{}') =>
      JSON.parse(
        node(`
          const React = require('react');
          console.error = () => {};
          require('./server/react-node-renderer.cjs').useReactNodeRenderer();
          const pages = require('next/dist/server/ReactDOMServerPages');
          const nodeBuild = require('react-dom/server.node');
          const { INLINE_BOUNDARIES_UP_TO_BYTES } = require('./server/react-dom-server-inline.cjs');
          const { latin1Html } = require('./server/latin1-html.cjs');
          const h = React.createElement;
          const later = (element, ms) => React.lazy(() => new Promise((resolve) => setTimeout(() => resolve({ default: () => element }), ms)));
          const page = () => ${page};
          const chunks = async (stream) => { const out = []; for await (const chunk of stream) out.push(Buffer.from(chunk).toString('utf8')); return out; };
          (async () => {
            const mine = await pages.renderToReadableStream(page(), ${streamOptions});
            await mine.allReady;
            const theirs = await nodeBuild.renderToReadableStream(page(), { progressiveChunkSize: INLINE_BOUNDARIES_UP_TO_BYTES, ...${streamOptions} });
            await theirs.allReady;
            const [a, b] = [await chunks(mine), await chunks(theirs)];
            // What the stream renderer wrote, written in Latin-1 where the page was rendered at once (server/latin1-html.cjs).
            console.log(JSON.stringify({ html: a.join(''), chunks: a.length, same: a.join('') === b.join('') || a.join('') === latin1Html(b.join('')), seen: globalThis.seen || [] }));
          })();
        `),
      ) as { html: string; chunks: number; same: boolean; seen: string[] };

    it('renders a page that does not suspend in one piece, the same HTML as the stream renderer', () => {
      const result = both(`h('main', null,
        h('img', { src: '/bike.jpg', alt: 'Bike', fetchPriority: 'high' }),
        h(React.Suspense, { fallback: h('p', null, 'Loading') }, h('p', null, 'Straßenräder ', 3, ' — “fast”')),
        h(function Labelled() { const id = React.useId(); return h('label', { htmlFor: id }, 'Size', h('input', { id })); }),
        Array.from({ length: 600 }, (_, i) => h('a', { key: i, href: '/bike-' + i + '/' }, 'Bike ' + i)))`);
      expect(result.same).toBe(true);
      expect(result.chunks).toBe(1);
      expect(result.html).toContain('<p>Straßenräder <!-- -->3<!-- --> &#x2014; &#x201C;fast&#x201D;</p>');
      expect(result.html).not.toContain('<!--$!-->');
    });

    it.each([
      [
        'inside a boundary',
        `h('main', null, h(React.Suspense, { fallback: h('p', null, 'Loading') }, h(later(h('p', null, 'Road bikes'), 20))))`,
      ],
      ['outside any boundary', `h('main', null, h(later(h('p', null, 'Road bikes'), 20)))`],
    ])('waits for what suspends %s: no page loses content the server can render', (_, page) => {
      const result = both(page);
      expect(result.same).toBe(true);
      expect(result.html).toContain('<p>Road bikes</p>');
      expect(result.html).not.toContain('Loading');
    });

    it('leaves a boundary whose part failed to the browser, as the stream renderer does', () => {
      const result = both(
        `h('main', null, h(React.Suspense, { fallback: h('p', null, 'Loading') }, h(function Broken() { throw new Error('no price'); })))`,
      );
      expect(result.same).toBe(true);
      expect(result.html).toContain('<!--$!-->');
    });

    it.each([
      ['rendered at once', `h('p', null, 'Aero')`],
      [
        'rendered again by the stream renderer',
        `h(React.Suspense, { fallback: h('p', null, 'Loading') }, h(later(h('p', null, 'Aero'), 20)))`,
      ],
    ])('puts the data a document deferred back in place, %s: the same HTML (server/deferred-inline.cjs)', (_, body) => {
      // (A document without <html>: React's stream renderer adds a doctype to one, which Next writes itself.)
      // The data is asked for while rendering, as NextScript does; what it was given is kept in `seen`.
      const result = both(`h('div', null,
        h('h1', null, 'Rennräder – Aero'),
        h('main', null, ${body}, h(function Data() {
          const source = require('./server/deferred-inline.cjs').deferredInline('{"page":"/[...slug]","name":"CGR AL 105"}');
          (globalThis.seen ??= []).push(source);
          return h('script', { id: '__NEXT_DATA__', type: 'application/json', dangerouslySetInnerHTML: { __html: source } });
        })))`);
      expect(result.same).toBe(true);
      expect(result.html).toContain(
        '<script id="__NEXT_DATA__" type="application/json">{"page":"/[...slug]","name":"CGR AL 105"}</script>',
      );
      expect(result.html).toContain('<p>Aero</p>');
      expect(result.html).not.toContain('deferred-');
      // Rendered at once, React was given a token; rendered again, the data itself.
      expect(result.seen[0]).toMatch(/^<!--deferred-[0-9a-f-]{36}-0-->$/);
      if (result.seen.length > 1) expect(result.seen.slice(1)).toContain('{"page":"/[...slug]","name":"CGR AL 105"}');
    });

    it('gives the stream renderer what only it does (bootstrap scripts, a nonce, callbacks)', () => {
      const result = both(`h('main', null, 'Bikes')`, `{ bootstrapScriptContent: 'window.booted = 1' }`);
      expect(result.same).toBe(true);
      expect(result.html).toContain('>window.booted = 1</script>');
    });
  });
  it('gives Next the page text back without decoding it again, and decodes everything else as before', () => {
    const out = node(`
      const React = require('react');
      // Counts the bytes really decoded: the renderer keeps this as the decoder it falls back to.
      let decodedBytes = 0;
      const original = TextDecoder.prototype.decode;
      TextDecoder.prototype.decode = function (input, options) { decodedBytes += input ? input.byteLength : 0; return original.call(this, input, options); };
      require('./server/react-node-renderer.cjs').useReactNodeRenderer();
      const pages = require('next/dist/server/ReactDOMServerPages');
      const nodeBuild = require('react-dom/server.node');
      const encode = (text) => new TextEncoder().encode(text);
      const chunkOf = async (element) => { for await (const chunk of await pages.renderToReadableStream(element)) return chunk; };
      const { latin1Html } = require('./server/latin1-html.cjs');
      const truth = (element) => new TextDecoder('utf-8').decode(encode(latin1Html(nodeBuild.renderToString(element))));
      // As Next's pages renderer reads a page (streamToString): a fresh fatal UTF-8 decoder, chunk by chunk.
      const readAsNext = async (stream) => {
        const decoder = new TextDecoder('utf-8', { fatal: true });
        let text = '';
        for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
        return text + decoder.decode();
      };
      const cases = {
        page: React.createElement('p', { title: 'Räder & Teile' }, 'Straßenräder – “fast” €'),
        loneSurrogate: React.createElement('p', null, 'broken \\ud800 text'),
        byteOrderMark: '\\ufeffstarts with a byte order mark',
      };
      (async () => {
        const result = {};
        for (const [name, element] of Object.entries(cases)) {
          const before = decodedBytes;
          const text = await readAsNext(await pages.renderToReadableStream(element));
          const decoded = decodedBytes - before;
          result[name] = { same: text === truth(element), decodedBytes: decoded, size: encode(text).length };
        }
        // Found by review: decoders that are not fresh, a byte order mark after the chunk, a second read.
        const element = cases.page;
        const midCharacter = new TextDecoder('utf-8');
        const pending = midCharacter.decode(encode('–').subarray(0, 2), { stream: true });
        const afterPending = pending + midCharacter.decode(await chunkOf(element), { stream: true }) + midCharacter.decode();
        const fresh = new TextDecoder('utf-8');
        const chunk = await chunkOf(element);
        const thenMark = fresh.decode(chunk, { stream: true }) + fresh.decode(encode('\\ufeffX'));
        const again = new TextDecoder('utf-8').decode(chunk);
        const expected = truth(element);
        result.notFresh = afterPending === '\\ufffd' + expected;
        result.markAfter = thenMark === expected + '\\ufeffX';
        result.again = again === expected;
        result.other = new TextDecoder().decode(encode('Grüße'));
        console.log(JSON.stringify(result));
      })();
    `);
    const result = JSON.parse(out) as Record<string, { same: boolean; decodedBytes: number; size: number }> & {
      notFresh: boolean;
      markAfter: boolean;
      again: boolean;
      other: string;
    };
    // The page: its text, with only one byte decoded (what leaves the decoder as decoding it would).
    expect(result.page).toMatchObject({ same: true, decodedBytes: 1 });
    expect(result.page!.size).toBeGreaterThan(40);
    // A string that decoding would change (a lone surrogate becomes U+FFFD, a leading byte order
    // mark is dropped) is decoded as before.
    expect(result.loneSurrogate).toEqual({
      same: true,
      decodedBytes: result.loneSurrogate!.size,
      size: result.loneSurrogate!.size,
    });
    expect(result.byteOrderMark!.same).toBe(true);
    expect(result.byteOrderMark!.decodedBytes).toBeGreaterThan(result.byteOrderMark!.size);
    expect({ notFresh: result.notFresh, markAfter: result.markAfter, again: result.again }).toEqual({
      notFresh: true,
      markAfter: true,
      again: true,
    });
    expect(result.other).toBe('Grüße');
  });
});
