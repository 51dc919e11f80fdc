import { createHash } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const securityHeaders = require('../../../server/security-headers.cjs');
const { hashInlineScripts, inlineScriptHashes, malformedRequest, setSecurityHeaders } = securityHeaders;

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, and nothing else', () => {
    const boot = '(globalThis.TURBOPACK ||= []).push({});';
    const html = [
      `<script>${boot}</script>`,
      '<script src="/_next/static/chunks/a.js" defer=""></script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      `<script type="module">import('/x.js')</script>`,
      `<script>${boot}</script>`,
    ].join('');
    expect(inlineScriptHashes(`<html><head>${html}</head><body></body></html>`)).toEqual([sha(boot), sha("import('/x.js')")]);
    expect(inlineScriptHashes('<html><head></head><body><p>no scripts</p></body></html>')).toEqual([]);
  });
  it('hashes only the head’s: a script in the body (injected content) is never allowed by the policy', () => {
    // Found by review: a script in CMS text was hashed into the page's own policy like the app's.
    const boot = '(globalThis.TURBOPACK ||= []).push({});';
    const page = `<html><head><script>${boot}</script></head><body><div><script>alert(document.cookie)</script></div></body></html>`;
    expect(inlineScriptHashes(page)).toEqual([sha(boot)]);
    expect(inlineScriptHashes('<div><script>alert(1)</script></div>')).toEqual([]);
  });
});

describe('hashInlineScripts', () => {
  /** A response that records what reaches the layer below (compression, the page cache, the socket). */
  const response = (contentType: string) => {
    const headers: Record<string, unknown> = { 'content-type': contentType };
    const ended: unknown[][] = [];
    const res = {
      headersSent: false,
      getHeader: (name: string) => headers[name.toLowerCase()],
      setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
      end: (...args: unknown[]) => void ended.push(args),
    };
    hashInlineScripts(res);
    return { res, headers, ended };
  };
  const boot = '(globalThis.TURBOPACK ||= []).push({});';
  const page = `<html><head><script>${boot}</script></head><body><p>Räder ab 1.299 € – “Straße”</p></body></html>`;

  it('completes the policy with the page’s hashes and sends the page on as its UTF-8 bytes, encoded once', () => {
    const { res, headers, ended } = response('text/html; charset=utf-8');
    const done = () => {};
    res.end(page, done);
    expect(String(headers['content-security-policy'])).toContain(sha(boot));
    const [[body, callback]] = ended as [[Buffer, unknown]];
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.equals(Buffer.from(page, 'utf8'))).toBe(true);
    expect(callback).toBe(done);
  });

  it('passes bytes and answers that are not HTML through as they are', () => {
    const html = response('text/html');
    const bytes = Buffer.from(page);
    html.res.end(bytes, 'utf8');
    expect(html.ended[0]![0]).toBe(bytes);
    const json = response('application/json');
    json.res.end('{"a":1}', 'utf8');
    expect(json.ended[0]).toEqual(['{"a":1}', 'utf8', undefined]);
    expect(json.headers['content-security-policy']).toBeUndefined();
  });
});

describe('malformedRequest', () => {
  it.each([
    ['TRACE', '/', 405],
    ['CONNECT', '/', 405],
    ['GET', '/bikes%00/', 400],
    ['GET', '/%E0%A4%A/', 400],
    ['GET', '/a%0d%0ab/', 400],
  ])('%s %s → %i', (method, url, status) => {
    expect(malformedRequest({ method, url })?.status).toBe(status);
  });

  it('lets ordinary requests through, query strings included', () => {
    expect(malformedRequest({ method: 'GET', url: '/bikes/road/?colour=red%2Cblue' })).toBeNull();
    expect(malformedRequest({ method: 'POST', url: '/nuxt/api/category/products' })).toBeNull();
  });
});

describe('setSecurityHeaders', () => {
  it('sets the headers and keeps internal headers off the response head', () => {
    const headers = new Map<string, unknown>();
    let written: Record<string, unknown> | undefined;
    const res = {
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      hasHeader: (name: string) => headers.has(name.toLowerCase()),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      writeHead(_status: number, extra?: Record<string, unknown>) {
        written = { ...Object.fromEntries(headers), ...extra };
        return this;
      },
    };
    setSecurityHeaders(res, { development: false });
    res.setHeader('x-middleware-rewrite', '/api/nuxt/header/main-menu');
    res.writeHead(200, { 'X-Middleware-Next': '1', 'content-type': 'text/html' });
    expect(written?.['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(written?.['strict-transport-security']).toMatch(/max-age=/);
    expect(written?.['x-content-type-options']).toBe('nosniff');
    expect(written).not.toHaveProperty('x-middleware-rewrite');
    expect(written).not.toHaveProperty('X-Middleware-Next');
    const development = new Map<string, unknown>();
    setSecurityHeaders(
      { ...res, setHeader: (n: string, v: unknown) => development.set(n.toLowerCase(), v) },
      { development: true },
    );
    expect(development.has('strict-transport-security')).toBe(false);
  });
});

describe('contentSecurityPolicy', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('lets the configured tag manager and marketing scripts load and send, by origin, after consent', () => {
    process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL = 'https://tags.example.com/gtm.js?id=1';
    process.env.NEXT_PUBLIC_MARKETING_SCRIPT_URL = 'https://cdn.bloomreach.example/sdk.js';
    const policy = securityHeaders.contentSecurityPolicy([]);
    for (const name of ['script-src', 'connect-src']) {
      expect(directive(policy, name)).toBe(`${name} 'self' https://tags.example.com https://cdn.bloomreach.example`);
    }
  });

  it('names no third party when none is configured, and ignores a malformed address', () => {
    delete process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL;
    process.env.NEXT_PUBLIC_MARKETING_SCRIPT_URL = 'not a url';
    const policy = securityHeaders.contentSecurityPolicy([]);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });
});
