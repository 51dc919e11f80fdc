import { MAX_REQUEST_PATH_LENGTH, MAX_URL_KEY_LENGTH, matchToUrlInfo, toRequestPath, toUrlInfo, toUrlKey } from './routing.rules';

const rewrite = (overrides: Partial<Parameters<typeof toUrlInfo>[0] & object> = {}) => ({
  store: 'en-GB',
  requestPath: 'about',
  entityType: null,
  entityId: null,
  targetPath: null,
  redirectType: 0,
  ...overrides,
});

describe('toRequestPath', () => {
  it('strips query, hash and outer slashes and collapses repeated slashes', () => {
    expect(toRequestPath('/about-us/?x=1#top')).toBe('about-us');
    expect(toRequestPath('//bikes//road/')).toBe('bikes/road');
  });
  it('decodes percent-encoding and survives malformed escapes', () => {
    expect(toRequestPath('/caf%C3%A9/')).toBe('café');
    expect(toRequestPath('/bad%E0%A4%A/')).toBe('bad%E0%A4%A');
  });
  it('names no page (null) for a key that decodes to a control character, or holds one', () => {
    for (const key of ['a%00b', '/a%00b/', 'a%0Ab', 'tab%09', 'del%7F', 'c1%C2%85', 'a\u0000b', 'bad%E0%A4%A\u0000']) {
      expect(toRequestPath(key)).toBeNull();
    }
    // Only what decodes to one: an encoded percent sign stays as it is.
    expect(toRequestPath('a%2500b')).toBe('a%00b');
  });
  it('names no page (null) past MAX_REQUEST_PATH_LENGTH characters, as written', () => {
    expect(toRequestPath('a'.repeat(MAX_REQUEST_PATH_LENGTH))).toBe('a'.repeat(MAX_REQUEST_PATH_LENGTH));
    expect(toRequestPath('a'.repeat(MAX_REQUEST_PATH_LENGTH + 1))).toBeNull();
  });
  it('keeps the case: a path in capitals is another (unknown) path', () => {
    expect(toRequestPath('/About-Us/')).toBe('About-Us');
  });
});

describe('toUrlKey (the key of one product, category, CMS page or blog post)', () => {
  it('leaves a valid key as it is, and takes the outer slashes off', () => {
    for (const key of ['cgr-al-105', 'bikes/road', 'about-us', 'how-to-choose-road-bike-size', 'home']) {
      expect(toUrlKey(key)).toBe(key);
      expect(toUrlKey(`/${key}/`)).toBe(key);
      expect(toUrlKey(`//${key}//`)).toBe(key);
    }
  });
  it('reads the key as getUrlInfo reads the path: query and hash off, repeated slashes collapsed, escapes decoded', () => {
    expect(toUrlKey('/cgr-al-105/?colour=red#top')).toBe('cgr-al-105');
    expect(toUrlKey('bikes//road')).toBe('bikes/road');
    expect(toUrlKey('cgr%2Dal-105')).toBe('cgr-al-105');
    expect(toUrlKey('bad%E0%A4%A')).toBe('bad%E0%A4%A');
  });
  it('names nothing (null) for a control character, encoded or not', () => {
    for (const key of ['a%00b', 'a\u0000b', 'road%0Abike', 'tab\t', 'del%7F']) expect(toUrlKey(key)).toBeNull();
  });
  it(`names nothing past ${MAX_URL_KEY_LENGTH} characters, counted without the outer slashes`, () => {
    const longest = 'a'.repeat(MAX_URL_KEY_LENGTH);
    expect(toUrlKey(longest)).toBe(longest);
    expect(toUrlKey(`/${longest}/`)).toBe(longest);
    expect(toUrlKey(`${longest}a`)).toBeNull();
    expect(toUrlKey('a'.repeat(MAX_REQUEST_PATH_LENGTH + 1))).toBeNull();
  });
  it('keeps the case and an empty key (the owner of each kind decides what they find)', () => {
    expect(toUrlKey('About-Us')).toBe('About-Us');
    expect(toUrlKey('/')).toBe('');
  });
});

describe('toUrlInfo (spec §3/§4)', () => {
  it('answers 404 without a rewrite', () => {
    expect(toUrlInfo(null)).toEqual({ redirect_url: null, page_status: 404, page_type: null, entity_id: null });
  });
  it('answers a redirect with its status and raw target', () => {
    expect(toUrlInfo(rewrite({ redirectType: 301, targetPath: 'about-us' }))).toMatchObject({
      page_status: 301,
      redirect_url: 'about-us',
    });
    expect(toUrlInfo(rewrite({ redirectType: 302, targetPath: 'https://example.com/x' }))).toMatchObject({ page_status: 302 });
  });
  it('answers the page type of an entity rewrite', () => {
    expect(toUrlInfo(rewrite({ entityType: 'cms-page', entityId: 7 }))).toEqual({
      redirect_url: null,
      page_status: 200,
      page_type: 'cms-page',
      entity_id: 7,
    });
  });
  it('answers 404 for an unknown entity type', () => {
    expect(toUrlInfo(rewrite({ entityType: 'wishlist', entityId: 1 })).page_status).toBe(404);
  });
});

describe('matchToUrlInfo (blog URLs)', () => {
  it('answers 200 with the page type and entity for a match', () => {
    expect(matchToUrlInfo({ pageType: 'blog-post', entityId: 7 })).toEqual({
      redirect_url: null,
      page_status: 200,
      page_type: 'blog-post',
      entity_id: 7,
    });
    expect(matchToUrlInfo({ pageType: 'blog', entityId: null })).toMatchObject({ page_status: 200, page_type: 'blog' });
  });
  it('answers 404 without a match', () => {
    expect(matchToUrlInfo(null)).toEqual({ redirect_url: null, page_status: 404, page_type: null, entity_id: null });
  });
});
