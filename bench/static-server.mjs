// Minimal static server: the throughput ceiling for serving the home page's HTML from Node.
// Usage: node bench/static-server.mjs <html-file> <port> [host]
// Serves the file's bytes (read once) at GET/HEAD /; everything else is 404.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, portArg, host = '127.0.0.1'] = process.argv.slice(2);
if (!file || !portArg) {
  console.error('usage: node bench/static-server.mjs <html-file> <port> [host]');
  process.exit(2);
}
const body = readFileSync(file);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-length': String(body.length),
  'cache-control': 'no-store',
};

const server = http.createServer((req, res) => {
  const path = req.url?.split('?')[0];
  if (path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(Number(portArg), host, () => {
  console.log(`[static] serving ${body.length} bytes at http://${host}:${portArg}/`);
});

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
