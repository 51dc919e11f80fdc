// Minimal static server: the throughput ceiling for serving a page's HTML from Node.
// Usage: node bench/static-server.mjs <manifest.json> <port> [host]
// The manifest maps URL paths to HTML files ({ "/": "home.html", "/bikes/road/": "category.html" });
// each file is read once and served at GET/HEAD of its path (any query string ignored); everything else is 404.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [manifestFile, portArg, host = '127.0.0.1'] = process.argv.slice(2);
if (!manifestFile || !portArg) {
  console.error('usage: node bench/static-server.mjs <manifest.json> <port> [host]');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const pages = new Map(
  Object.entries(manifest).map(([urlPath, file]) => {
    const body = readFileSync(path.resolve(path.dirname(manifestFile), file));
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
    };
    return [urlPath, { body, headers }];
  }),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url?.split('?')[0] ?? '');
  if (!page || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, page.headers);
  res.end(req.method === 'HEAD' ? undefined : page.body);
});

server.listen(Number(portArg), host, () => {
  const sizes = [...pages].map(([p, { body }]) => `${p} (${body.length} bytes)`).join(', ');
  console.log(`[static] serving ${sizes} at http://${host}:${portArg}/`);
});

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
