// @ts-check

/** The answers whose page called `end` (markEnded): sent whole, though compression may still be flushing it. */
const ended = new WeakSet();

/**
 * Notes when the page's own `end` is called. Installed outermost (after compression and the page
 * cache wrap `end`), so a page still being compressed counts as ended before the socket says so.
 * @param {import('node:http').ServerResponse} res
 */
function markEnded(res) {
  const end = res.end;
  // @ts-expect-error -- the overloads of end are wider than this pass-through needs
  res.end = function (...args) {
    ended.add(res);
    return end.apply(this, /** @type {Parameters<typeof end>} */ (args));
  };
}

/**
 * The answer to a request whose handling failed.
 * - The page was already sent whole (a failure after it): nothing more; the failure is only logged.
 * - Nothing was sent yet: a plain 500 (the security headers set by `setHeaders`), no detail of the failure.
 * - Part of a page was sent (its head said 200): the connection is cut, so the browser sees a broken
 *   answer and the page cache keeps nothing, never a 200 page that ends in an error text. The status
 *   is set to 500 first, so the access log and the metrics count it as the failure it is.
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} setHeaders
 */
function answerFailure(res, setHeaders) {
  if (res.writableEnded || ended.has(res)) return;
  if (res.headersSent) {
    res.statusCode = 500;
    res.destroy();
    return;
  }
  setHeaders();
  res.writeHead(500, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
  res.end('Internal server error');
}

module.exports = { answerFailure, markEnded };
