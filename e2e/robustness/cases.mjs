// The hostile requests of the robustness tier, drawn from a seeded generator so that a failing run
// reproduces with the same ROBUSTNESS_SEED. Every REST shim (found on disk, so a new one is covered
// without editing this file), the gateway on both ports (:4000 directly and the web's /graphql
// proxy), the storefront's page routes and the drawn product images get malformed JSON, wrong types,
// huge and deep bodies, long URLs, invalid UTF-8, control characters and hostile parameters, and the
// nested related-products query that once took the gateway down.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit } from 'graphql';

/** mulberry32: a small, fast, seeded generator (the same seed gives the same run). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick };
}

// ---------------------------------------------------------------------------------------------
// What exists: shims, operations, pages

/** Public paths of the REST shims, from web/pages/api (the proxy maps /nuxt/api/** onto api/nuxt/**). */
export function shimPaths(webDir) {
  const apiDir = path.join(webDir, 'pages', 'api');
  const files = readdirSync(apiDir, { recursive: true }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const paths = [];
  for (const file of files) {
    const route = `/${file.replace(/\\/g, '/').replace(/\.tsx?$/, '')}`;
    if (route === '/graphql' || route.startsWith('/media/')) continue;
    if (route.startsWith('/nuxt/'))
      paths.push(`/nuxt/api/${route.slice('/nuxt/'.length)}`, `/de-DE/nuxt/api/${route.slice('/nuxt/'.length)}`);
    paths.push(`/api${route}`);
  }
  return paths.sort();
}

/**
 * Every operation of the storefront (web/src/**\/*.graphql) as a self-contained document (with the
 * fragments it uses), and its variable names.
 */
export function storefrontOperations(webDir) {
  const srcDir = path.join(webDir, 'src');
  const files = readdirSync(srcDir, { recursive: true }).filter((f) => f.endsWith('.graphql'));
  const fragments = new Map();
  const operations = [];
  for (const file of files) {
    const source = readFileSync(path.join(srcDir, file), 'utf8');
    for (const definition of parse(source).definitions) {
      const text = source.slice(definition.loc.start, definition.loc.end);
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, { text, definition });
      if (definition.kind === Kind.OPERATION_DEFINITION) operations.push({ text, definition });
    }
  }
  const usedFragments = (node, seen = new Set()) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name) || !fragments.has(name)) return;
        seen.add(name);
        usedFragments(fragments.get(name).definition, seen);
      },
    });
    return seen;
  };
  return operations.map(({ text, definition }) => ({
    name: definition.name?.value ?? 'anonymous',
    kind: definition.operation,
    document: [text, ...[...usedFragments(definition)].map((name) => fragments.get(name).text)].join('\n'),
    variables: (definition.variableDefinitions ?? []).map((v) => v.variable.name.value),
  }));
}

/** Page routes a shopper reaches, as seeds for mutation. */
export const PAGE_PATHS = [
  '/',
  '/de-DE/',
  '/bikes/',
  '/bikes/road/',
  '/de-DE/bikes/road/',
  '/cgr-al-105/',
  '/cgr-al/',
  '/accessories/',
  '/blog/',
  '/blog/category/news/',
  '/blog/tag/gravel/',
  '/search/',
  '/auth/login/',
  '/auth/register/',
  '/auth/reset-password/',
  '/my-account/',
  '/my-account/orders/',
  '/my-account/orders/100000001/',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/build-v2/cgr-al/',
  '/does-not-exist/',
];

// ---------------------------------------------------------------------------------------------
// Hostile values

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\t', '\r', '\n', '\r\n'];

/** Strings that break naive code: control characters, encodings, injections, sizes. */
function hostileString(rng) {
  const choices = [
    () => `road${rng.pick(CONTROL)}`,
    () => '\u0000',
    () => `a${'\u0000'.repeat(1 + rng.int(5))}b`,
    () => "' OR 1=1 --",
    () => '"; DROP TABLE customers; --',
    () => '<script>alert(1)</script>',
    () => '${jndi:ldap://x}',
    () => '../../../../etc/passwd',
    () => '%00%ff%fe',
    () => '\ud800', // a lone surrogate: invalid UTF-16, becomes U+FFFD in UTF-8
    () => '🚲'.repeat(1 + rng.int(1000)),
    () => 'x'.repeat(1 + rng.int(300_000)),
    () => '',
    () => ' '.repeat(rng.int(50)),
    () => '//evil.example',
    () => 'Ω≈ç√∫˜µ≤≥÷',
    () => 'null',
    () => '1e309',
  ];
  return rng.pick(choices)();
}

/** A value of any JSON type, hostile where it can be. */
export function hostileValue(rng, depth = 0) {
  const choices = [
    () => hostileString(rng),
    () => rng.pick([0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5, -0.0, 24, 200, 201, 10_000_000]),
    () => rng.pick([true, false, null]),
    () => (depth > 2 ? [] : Array.from({ length: rng.int(4) }, () => hostileValue(rng, depth + 1))),
    () => (depth > 2 ? {} : { [hostileString(rng).slice(0, 20) || 'k']: hostileValue(rng, depth + 1), __proto__x: 1 }),
    () => deepArray(50 + rng.int(2000)),
    () => Array.from({ length: 10_000 }, (_, i) => `sku-${i}`),
  ];
  return rng.pick(choices)();
}

/** encodeURIComponent that accepts lone surrogates (they become U+FFFD). */
const encode = (value) => encodeURIComponent(value.toWellFormed());

function deepArray(depth) {
  let value = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** JSON text nested `depth` levels deep (built as text: JSON.stringify would overflow its stack). */
function deepJson(depth, open = '{"a":', close = '}') {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

/** Bodies that are not what a JSON endpoint expects. */
function hostileBody(rng) {
  const choices = [
    () => Buffer.from('{"a":'),
    () => Buffer.from('{"query": "{ __typename }",}'),
    () => Buffer.from('[]'),
    () => Buffer.from('null'),
    () => Buffer.from('"string"'),
    () => Buffer.from('12345678901234567890123456789'),
    () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]), // invalid UTF-8 inside a string
    () => Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x00]),
    () => Buffer.from(`{"a":"${'\\u0000'.repeat(10)}"}`),
    () => Buffer.from(deepJson(5_000 + rng.int(50_000))),
    () => Buffer.from(deepJson(5_000, '[', ']')),
    () => Buffer.from(JSON.stringify({ big: 'x'.repeat(2_000_000) })),
    () => Buffer.alloc(1 + rng.int(200_000), 0x20),
    () => Buffer.from(JSON.stringify(hostileValue(rng))),
    () =>
      Buffer.from(JSON.stringify({ pageSize: hostileValue(rng), currentPage: hostileValue(rng), filters: hostileValue(rng) })),
    () => Buffer.from(JSON.stringify({ email: hostileValue(rng), password: hostileValue(rng), input: hostileValue(rng) })),
    () => Buffer.from(JSON.stringify({ urlKey: hostileValue(rng), url: hostileValue(rng), id: hostileValue(rng) })),
  ];
  return rng.pick(choices)();
}

/** A query string with hostile names and values (raw: may carry bytes fetch would refuse). */
function hostileQuery(rng) {
  const names = [
    'pageSize',
    'currentPage',
    'page',
    'q',
    'sort',
    'price',
    'colour',
    'urlKey',
    'url',
    'redirect',
    'id',
    'w',
    'h',
    'fit',
    'query',
    'variables',
    'awc',
  ];
  const values = [
    '%00',
    '%ff',
    '%E0%A4%A',
    '%',
    '-1',
    '1e308',
    '99999999999999999999',
    'NaN',
    '[]',
    '{}',
    '%0d%0aSet-Cookie:%20x=1',
    '%2e%2e%2f%2e%2e%2f',
    'x'.repeat(5000),
    '//evil.example',
    '/.//evil.example',
    '%09',
    'a%00b',
    '%C0%AE',
    'price_desc',
    '_2000',
    '1_2',
    'red,blue',
    encodeURIComponent('{"a":1}'),
    encodeURIComponent('{ __typename }'),
  ];
  const n = 1 + rng.int(4);
  return Array.from({ length: n }, () => `${rng.pick(names)}=${rng.pick(values)}`).join('&');
}

/** A path that is hostile in itself: control bytes, bad encodings, traversal, sheer length. */
function hostilePath(rng, base) {
  const choices = [
    () => `${base}%00/`,
    () => `${base.replace(/\/$/, '')}%00/`,
    () => `${base}%E0%A4%A/`,
    () => `${base}%/`,
    () => `${base}..%2f..%2f..%2fetc%2fpasswd`,
    () => `${base}%2e%2e/%2e%2e/`,
    () => `/${'a'.repeat(1 + rng.int(20_000))}/`,
    () => `${base}?${'q=x&'.repeat(1 + rng.int(3000))}`,
    () => `${base}?${hostileQuery(rng)}`,
    () => `//evil.example${base}`,
    () => `/\\evil.example/`,
    () => `${base}${encode(hostileString(rng).slice(0, 3000))}/`,
    () => Buffer.concat([Buffer.from(base), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('/')]),
    () => `${base}%C0%AE%C0%AE/`,
    () => `${base}index.php?id=1'`,
  ];
  return rng.pick(choices)();
}

/** Headers with hostile values (cookies, locale, store, location, forwarded addresses). */
function hostileHeaders(rng) {
  const headers = [];
  const add = (name, value) => headers.push([name, value]);
  if (rng.next() < 0.3)
    add(
      'Cookie',
      rng.pick([
        'customer_token=x; customer_refresh_token=y',
        `customer_token=${'a'.repeat(4000)}`,
        'location=%E0%A4%A; NEXT_LOCALE=xx',
        'location={"country":"ZZ"}; site_environment=de_de_de',
        `cart_id=${encode(hostileString(rng).slice(0, 200))}`,
        'customer_expire_time=not-a-date; customer_token=a; customer_refresh_token=b',
      ]),
    );
  if (rng.next() < 0.2) add('Accept-Language', rng.pick(['xx', '*', 'de-DE;q=abc', ',,,', 'a'.repeat(2000)]));
  if (rng.next() < 0.2) add('store', rng.pick(['de-DE', 'xx', '', '../', 'en-GB\u0000']));
  if (rng.next() < 0.2) add('X-Forwarded-For', rng.pick(['1.2.3.4', '::1, 10.0.0.1', 'not-an-ip', '999.999.999.999']));
  if (rng.next() < 0.1) add('cloudfront-viewer-country', rng.pick(['DE', 'ZZ', '', '1', 'gb']));
  if (rng.next() < 0.1) add('X-Forwarded-Host', 'evil.example');
  if (rng.next() < 0.05) add('X-Bad', Buffer.from([0x61, 0xff, 0xfe, 0x62]));
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Requests

const JSON_HEADERS = [
  ['Content-Type', 'application/json'],
  ['Accept', 'application/json'],
];
/** Apollo's CSRF prevention wants a preflight header on GraphQL requests that are not simple. */
const GRAPHQL_HEADERS = [...JSON_HEADERS, ['apollo-require-preflight', 'true']];

/** The nested related-products query of the probe (8 levels, inside products and product). */
export function nestedRelatedQuery(levels = 8, root = 'products(pageSize: 200) { items { sku LEVEL } }') {
  let inner = 'sku';
  for (let i = 0; i < levels; i++) inner = `sku related_products { ${inner} }`;
  return `query Nested { ${root.replace('LEVEL', `related_products { ${inner} }`)} }`;
}

/**
 * The request generators, by family. Each returns `{ target, method, path, headers, body, family }`
 * where target is 'gateway' (:4000) or 'web' (:3000).
 */
export function generators({ shims, operations }) {
  const gqlTargets = [
    { target: 'gateway', path: '/graphql' },
    { target: 'web', path: '/graphql' },
    { target: 'web', path: '/de-DE/graphql' },
  ];
  const graphqlBody = (rng, op) => {
    const variables = Object.fromEntries(op.variables.map((name) => [name, hostileValue(rng)]));
    return Buffer.from(JSON.stringify({ query: op.document, operationName: op.name, variables }));
  };
  return {
    /** Storefront operations with hostile variables, on both ports. */
    'graphql-variables': (rng) => {
      const op = rng.pick(operations);
      const t = rng.pick(gqlTargets);
      return { ...t, method: 'POST', headers: [...GRAPHQL_HEADERS, ...hostileHeaders(rng)], body: graphqlBody(rng, op) };
    },
    /** Malformed GraphQL requests: bodies, methods, content types, batching, depth, GET. */
    'graphql-malformed': (rng) => {
      const t = rng.pick(gqlTargets);
      const op = rng.pick(operations);
      const choices = [
        () => ({ method: 'POST', headers: GRAPHQL_HEADERS, body: hostileBody(rng) }),
        () => ({
          method: 'POST',
          headers: [['Content-Type', 'text/plain']],
          body: Buffer.from(JSON.stringify({ query: op.document })),
        }),
        () => ({
          method: 'POST',
          headers: [['Content-Type', 'application/x-www-form-urlencoded']],
          body: Buffer.from('query={__typename}'),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }])),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(JSON.stringify({ query: `{ ${'__typename '.repeat(20_000)} }` })),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(JSON.stringify({ query: `{ a: __typename ${'b: __typename '.repeat(5000)} }` })),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(
            JSON.stringify({ query: `query { ${'categoryList { children { '.repeat(30)}uid${' } }'.repeat(30)} }` }),
          ),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(JSON.stringify({ query: `{${'{'.repeat(5000)}` })),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(
            JSON.stringify({
              query: 'query Q($a: Int!) { products(pageSize: $a) { total_count } }',
              variables: { a: hostileValue(rng) },
            }),
          ),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(JSON.stringify({ query: op.document, variables: hostileValue(rng) })),
        }),
        () => ({ method: 'POST', headers: GRAPHQL_HEADERS, body: Buffer.from(JSON.stringify({ query: hostileValue(rng) })) }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' })),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(JSON.stringify({ query: '{ produtcs { items { sku } } }' })),
        }),
        () => ({
          method: 'POST',
          headers: GRAPHQL_HEADERS,
          body: Buffer.from(
            JSON.stringify({ query: 'mutation { generateCustomerToken(email: "a@b.co", password: "x\\u0000") { __typename } }' }),
          ),
        }),
        () => ({ method: 'POST', headers: GRAPHQL_HEADERS, body: Buffer.from(JSON.stringify({ query: 'subscription { x }' })) }),
        () => ({
          method: 'GET',
          headers: [['apollo-require-preflight', 'true']],
          path: `?query=${encodeURIComponent(op.kind === 'query' ? op.document : '{ __typename }')}&variables=${rng.pick(['%7B', '%00', encodeURIComponent(JSON.stringify(hostileValue(rng)))])}`,
        }),
        () => ({ method: 'GET', headers: [['apollo-require-preflight', 'true']], path: `?${hostileQuery(rng)}` }),
        () => ({
          method: 'GET',
          headers: [],
          path: `?query=${encodeURIComponent('mutation { revokeCustomerToken { result } }')}`,
        }),
        () => ({
          method: rng.pick(['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'HEAD', 'PROPFIND']),
          headers: GRAPHQL_HEADERS,
          body: Buffer.from('{"query":"{ __typename }"}'),
        }),
      ];
      const made = rng.pick(choices)();
      return { ...t, ...made, path: `${t.path}${made.path ?? ''}`, headers: [...made.headers, ...hostileHeaders(rng)] };
    },
    /** The nested list query of the probe, and variants of it. */
    'graphql-nested-lists': (rng) => {
      const t = rng.pick(gqlTargets);
      const query = rng.pick([
        nestedRelatedQuery(8),
        nestedRelatedQuery(4 + rng.int(8)),
        nestedRelatedQuery(8, 'product(urlKey: "cgr-al-105") { sku LEVEL }'),
        nestedRelatedQuery(6, 'productsBySkus(skus: ["CGR-AL-105-S"]) { sku LEVEL }'),
        `{ ${Array.from({ length: 20 }, (_, i) => `p${i}: products(pageSize: 200) { items { sku name } }`).join(' ')} }`,
      ]);
      return { ...t, method: 'POST', headers: GRAPHQL_HEADERS, body: Buffer.from(JSON.stringify({ query })) };
    },
    /** Every REST shim with hostile methods, bodies, queries and headers. */
    shims: (rng) => {
      const shim = rng.pick(shims);
      const method = rng.pick(['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'HEAD']);
      const withQuery = rng.next() < 0.5 ? `?${hostileQuery(rng)}` : '';
      const contentType = rng.pick([
        'application/json',
        'application/json',
        'text/plain',
        'application/json; charset=latin1',
        'multipart/form-data; boundary=x',
        '',
      ]);
      const headers = [...(contentType ? [['Content-Type', contentType]] : []), ...hostileHeaders(rng)];
      if (rng.next() < 0.1) headers.push(['Sec-Fetch-Site', 'cross-site']);
      const body = method === 'GET' || method === 'HEAD' ? undefined : hostileBody(rng);
      return { target: 'web', method, path: `${shim}${withQuery}`, headers, body };
    },
    /** Page routes with hostile paths, queries and headers. */
    pages: (rng) => {
      const base = rng.pick(PAGE_PATHS);
      const method = rng.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'TRACE', 'OPTIONS', 'DELETE']);
      const path = rng.next() < 0.7 ? hostilePath(rng, base) : `${base}?${hostileQuery(rng)}`;
      const headers = hostileHeaders(rng);
      if (rng.next() < 0.1) headers.push(['x-nextjs-data', '1']);
      if (rng.next() < 0.05) headers.push(['purpose', 'prefetch']);
      return { target: 'web', method, path, headers, body: method === 'POST' ? hostileBody(rng) : undefined };
    },
    /** Drawn product images and flags with hostile kinds, colours, codes, sizes and traversal. */
    images: (rng) => {
      const kind = rng.pick(['road', 'gravel', 'helmet', 'battery', '..', '%2e%2e', 'x'.repeat(300), '%00', 'computer-mount']);
      const colour = rng.pick(['ff0000', 'zzzzzz', '%00', '../../etc', '12345678901', '']);
      const accent = rng.pick(['000000.svg', 'ffffff', '..%2f..%2fpackage.json', '%E0%A4%A.svg', 'abc.svg.svg']);
      const query = rng.pick([
        '',
        '?w=100000&h=100000',
        '?w=-1',
        '?w=1e308&fit=cover',
        '?fit=%00',
        `?${hostileQuery(rng)}`,
        '?w=400&h=300&fit=contain',
      ]);
      const method = rng.pick(['GET', 'GET', 'HEAD', 'POST', 'TRACE']);
      if (rng.next() < 0.3) {
        // The header's flag rasters: a two-letter code and one of three widths, nothing else.
        const file = rng.pick(['gb.webp', 'de.png', 'zz.webp', 'gb.svg', '..%2fgb.webp', 'GB.webp', '%00.webp', 'g'.repeat(300)]);
        const w = rng.pick(['24', '48', '72', '25', '1e9', '-24', '', '%00']);
        return { target: 'web', method, path: `/media/flag/${file}?w=${w}`, headers: hostileHeaders(rng) };
      }
      return { target: 'web', method, path: `/media/product/${kind}/${colour}/${accent}${query}`, headers: hostileHeaders(rng) };
    },
    /** The gateway's own other paths. */
    'gateway-paths': (rng) => {
      const path = rng.pick([
        '/',
        '/health',
        '/graphql/',
        '/graphql%00',
        '/../etc/passwd',
        `/${'a'.repeat(20_000)}`,
        '/graphql?query=%7B__typename%7D',
        '/%E0%A4%A',
      ]);
      const method = rng.pick(['GET', 'POST', 'TRACE', 'OPTIONS', 'DELETE']);
      return {
        target: 'gateway',
        method,
        path,
        headers: hostileHeaders(rng),
        body: method === 'POST' ? hostileBody(rng) : undefined,
      };
    },
  };
}
