// Load through the balancers while replicas are restarted: every request is counted by outcome, and
// a request the balancer accepted must never fail (a 5xx or a connection closed without an answer).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request; resolves with its status, or the error's code when no answer came. */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent, timeout: 30_000 }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode }));
      res.once('aborted', () => resolve({ error: 'aborted' }));
      res.once('error', (error) => resolve({ error: error.code ?? error.message }));
    });
    req.once('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.once('error', (error) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

const LISTING = `query($page: Int!) { products(currentPage: $page, pageSize: 12) { total_count items { sku name } } }`;
const PAGES = ['/', '/kask-protone-icon-helmet/', '/cgr-al-105/', '/de-DE/', '/blog/'];

/** The mix: pages (cached and not), GraphQL through the web's /graphql and to the gateways, and a mutation. */
function pick(i, web, gateway) {
  const graphql = (url, query, variables) => [
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en-GB' },
      body: JSON.stringify({ query, variables }),
    },
  ];
  switch (i % 6) {
    case 0:
      return ['page', `${web}${PAGES[i % PAGES.length]}`, {}];
    case 1:
      // A page the page cache has not seen: rendered by a replica.
      return ['page (rendered)', `${web}/kask-protone-icon-helmet/?load=${i}`, {}];
    case 2:
      return ['graphql via web', ...graphql(`${web}/graphql`, LISTING, { page: 1 + (i % 5) })];
    case 3:
    case 4:
      return ['graphql to gateway', ...graphql(gateway, LISTING, { page: 1 + (i % 7) })];
    default:
      // A POST that changes something: never sent twice, never lost.
      return ['mutation', ...graphql(gateway, 'mutation { createEmptyCart }', {})];
  }
}

/**
 * Runs `concurrency` loops of requests until `stop()` is called; answers the counts by kind and
 * outcome, and the failures (status >= 500 or no answer).
 */
export function startLoad({ web, gateway, concurrency = 6 }) {
  const counts = new Map();
  const failures = [];
  let running = true;
  let sent = 0;
  const loop = async () => {
    while (running) {
      const i = sent++;
      const [kind, url, options] = pick(i, web, gateway);
      const outcome = await request(url, options);
      const key = `${kind} ${outcome.status ?? outcome.error}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (outcome.error || outcome.status >= 500) failures.push({ at: new Date().toISOString(), kind, url, ...outcome });
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    get sent() {
      return sent;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { counts, failures, total: sent };
    },
  };
}
