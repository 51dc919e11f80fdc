/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serverConfig } = require('../../../server/server-config.cjs');

describe('the web server’s settings (server/server-config.cjs)', () => {
  it('has the defaults the README gives', () => {
    expect(serverConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      pageCacheTtlMs: 10_000,
      edgeCountryHeader: 'cloudfront-viewer-country',
      gatewayUrl: 'http://127.0.0.1:4000/graphql',
    });
  });

  it('reads what is set; WEB_PORT before the platform’s PORT; an empty variable is unset; 0 turns the page cache off', () => {
    expect(
      serverConfig({
        WEB_PORT: '3650',
        PORT: '8080',
        WEB_HOST: '127.0.0.1',
        HTML_CACHE_TTL_MS: '0',
        EDGE_COUNTRY_HEADER: 'CF-IPCountry',
        GATEWAY_URL: 'http://gateway:4000/graphql',
      }),
    ).toEqual({
      port: 3650,
      host: '127.0.0.1',
      pageCacheTtlMs: 0,
      edgeCountryHeader: 'cf-ipcountry',
      gatewayUrl: 'http://gateway:4000/graphql',
    });
    expect(serverConfig({ PORT: '8080', WEB_PORT: '' }).port).toBe(8080);
  });

  it.each([
    ['HTML_CACHE_TTL_MS', '10s'],
    ['HTML_CACHE_TTL_MS', '-1'],
    ['HTML_CACHE_TTL_MS', '1e4'],
    ['WEB_PORT', '3000a'],
    ['WEB_PORT', '70000'],
    ['PORT', '0'],
    ['EDGE_COUNTRY_HEADER', 'x country'],
    ['GATEWAY_URL', 'gateway:4000'],
  ])('refuses %s=%s, naming the variable and the value', (name, value) => {
    expect(() => serverConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} .*\\(got "${value}"\\)$`));
  });
});
