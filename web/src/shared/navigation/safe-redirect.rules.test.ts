import { safeRedirectPath } from './safe-redirect.rules';

const FALLBACK = '/my-account/profile/';

describe('safeRedirectPath: only paths of this storefront', () => {
  it.each([
    '//evil.example',
    '//evil.example/',
    '/.//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/\n/evil.example',
    '/%09/evil.example/'.replace('%09', '\t'),
    'https://evil.example',
    'http:evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /my-account/',
    'evil.example',
    '',
    `/${'a'.repeat(3000)}`,
    '/auth/login/',
    '/auth',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe(FALLBACK);
  });

  it.each([
    ['/my-account/orders/', '/my-account/orders/'],
    ['/my-account/orders/?page=2', '/my-account/orders/?page=2'],
    ['/checkout/#payment', '/checkout/#payment'],
    ['/a/./b/../c/', '/a/c/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/search/?q=%2F%2Fevil', '/search/?q=%2F%2Fevil'],
    ['/authors/', '/authors/'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('falls back for anything that is not text', () => {
    expect(safeRedirectPath(undefined)).toBe(FALLBACK);
    expect(safeRedirectPath(['/my-account/'])).toBe(FALLBACK);
    expect(safeRedirectPath('//evil.example', '')).toBe('');
  });
});
