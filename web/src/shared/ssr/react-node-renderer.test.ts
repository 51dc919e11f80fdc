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
  it("gives Next's pages renderer React's Node.js build, which renders the same HTML", () => {
    const out = node(`
      const React = require('react');
      const edge = require('react-dom/server.edge');
      require('./server/react-node-renderer.cjs').useReactNodeRenderer();
      const pages = require('next/dist/server/ReactDOMServerPages');
      const nodeBuild = require('react-dom/server.node');
      const page = React.createElement('p', { className: 'intro', title: 'Räder & Teile' }, 'Straßenräder — “fast”');
      const read = (stream) => new Response(stream).text();
      Promise.all([pages.renderToReadableStream(page).then(read), edge.renderToReadableStream(page).then(read)]).then(([mine, theirs]) => {
        console.log(JSON.stringify({ isNode: pages.renderToString === nodeBuild.renderToString, same: mine === theirs, html: mine }));
      });
    `);
    const result = JSON.parse(out) as { isNode: boolean; same: boolean; html: string };
    expect(result.isNode).toBe(true);
    expect(result.same).toBe(true);
    expect(result.html).toBe('<p class="intro" title="Räder &amp; Teile">Straßenräder — “fast”</p>');
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
});
