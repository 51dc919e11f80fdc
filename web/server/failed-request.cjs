// @ts-check

/**
 * The answer to a request whose handling failed. Before anything was sent: a plain 500 (the
 * security headers set by `setHeaders`), no detail of the failure. After part of a page was sent
 * (its head says 200): the connection is cut, so the browser sees a broken answer and the page
 * cache keeps nothing, never a 200 page that ends in an error text.
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} setHeaders
 */
function answerFailure(res, setHeaders) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  setHeaders();
  res.writeHead(500, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
  res.end('Internal server error');
}

module.exports = { answerFailure };
