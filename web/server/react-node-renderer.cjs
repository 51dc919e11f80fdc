// Next's pages renderer asks for React's server renderer for the edge runtime ('react-dom/server.edge';
// next/dist/server/ReactDOMServerPages.js carries a TODO to use the Node.js build outside the edge).
// That build encodes every string it renders (each attribute value, each text) into its own byte
// array with TextEncoder: a fifth of a page's render time went to it. React's Node.js build has the
// same renderToReadableStream and writes strings straight into its output buffer. This server only
// ever runs Node.js, so the one name is resolved to the Node.js build, for Next's runtime only:
// through react-dom-server-inline.cjs, which writes every finished Suspense boundary in place (it
// says why).
const Module = require('node:module');
const path = require('node:path');

const EDGE = 'react-dom/server.edge';
const NODE = path.join(__dirname, 'react-dom-server-inline.cjs');
let installed = false;

/** Resolves Next's request for React's edge renderer to React's Node.js renderer, boundaries in place (idempotent). */
function useReactNodeRenderer() {
  if (installed) return;
  installed = true;
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function resolveFilename(request, ...rest) {
    return resolve.call(this, request === EDGE ? NODE : request, ...rest);
  };
}

module.exports = { useReactNodeRenderer };
