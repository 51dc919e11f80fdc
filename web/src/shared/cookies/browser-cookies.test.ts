import { browserCookiesSecure, COOKIE_SECURE_META, writeBrowserCookies } from './browser-cookies';

const setMeta = (content: string | null) => {
  document.head.querySelector(`meta[name="${COOKIE_SECURE_META}"]`)?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = COOKIE_SECURE_META;
  meta.content = content;
  document.head.appendChild(meta);
};

describe('the cookies the browser writes', () => {
  afterEach(() => setMeta(null));

  it('are Secure on a page served over https, whatever the page says', () => {
    const page = { querySelector: () => ({ getAttribute: () => 'false' }), location: { protocol: 'https:' } };
    expect(browserCookiesSecure(page as unknown as Document)).toBe(true);
    expect(browserCookiesSecure({ ...page, querySelector: () => null } as unknown as Document)).toBe(true);
  });

  it('are Secure on plain http as the server said in the page', () => {
    expect(window.location.protocol).toBe('http:');
    setMeta('true');
    expect(browserCookiesSecure()).toBe(true);
    setMeta('false');
    expect(browserCookiesSecure()).toBe(false);
    setMeta(null);
    expect(browserCookiesSecure()).toBe(false);
  });

  it('are written as the rules serialise them, with that answer', () => {
    setMeta('false');
    const asked: boolean[] = [];
    writeBrowserCookies((secure) => {
      asked.push(secure);
      return ['a=1; Path=/', 'b=2; Path=/'];
    });
    writeBrowserCookies(() => 'c=3; Path=/');
    expect(asked).toEqual([false]);
    expect(document.cookie).toBe('a=1; b=2; c=3');
  });
});
