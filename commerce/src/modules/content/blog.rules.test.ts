import {
  BLOG_PAGE_SIZE,
  blogListProblems,
  blogPaging,
  blogTotalPages,
  isBlogUrlKey,
  MAX_BLOG_PAGE_SIZE,
  parseBlogPath,
} from './blog.rules';

describe('blogPaging', () => {
  it('defaults to page 1 of BLOG_PAGE_SIZE posts', () => {
    expect(blogPaging(undefined, undefined)).toEqual({ page: 1, size: BLOG_PAGE_SIZE, offset: 0 });
    expect(blogPaging(null, null)).toEqual({ page: 1, size: BLOG_PAGE_SIZE, offset: 0 });
  });
  it('computes the offset of a later page', () => {
    expect(blogPaging(3, 9)).toEqual({ page: 3, size: 9, offset: 18 });
  });
  it('clamps what slipped past validation', () => {
    expect(blogPaging(0, 1000)).toEqual({ page: 1, size: MAX_BLOG_PAGE_SIZE, offset: 0 });
  });
});

describe('blogTotalPages', () => {
  it('rounds up and is 0 without posts', () => {
    expect(blogTotalPages(24, 9)).toBe(3);
    expect(blogTotalPages(18, 9)).toBe(2);
    expect(blogTotalPages(0, 9)).toBe(0);
  });
});

describe('blogListProblems', () => {
  it('accepts good arguments and absent ones', () => {
    expect(blogListProblems({})).toEqual([]);
    expect(blogListProblems({ currentPage: 2, pageSize: 12, categoryUrlKey: 'buying-guides', tagUrlKey: 'e-bikes' })).toEqual([]);
  });
  it('names each problem', () => {
    expect(blogListProblems({ pageSize: 0 })).toEqual([`pageSize must be between 1 and ${MAX_BLOG_PAGE_SIZE}.`]);
    expect(blogListProblems({ pageSize: MAX_BLOG_PAGE_SIZE + 1 })).toHaveLength(1);
    expect(blogListProblems({ currentPage: 0 })).toEqual(['currentPage must be 1 or more.']);
    expect(blogListProblems({ categoryUrlKey: 'Bad Key' })[0]).toMatch(/category_url_key "Bad Key" is not a URL key/);
    expect(blogListProblems({ tagUrlKey: '../x' })[0]).toMatch(/tag_url_key/);
    expect(blogListProblems({ currentPage: -1, pageSize: 500 })).toHaveLength(2);
  });
});

describe('isBlogUrlKey', () => {
  it('accepts lower-case hyphenated keys only', () => {
    expect(isBlogUrlKey('how-to-choose-road-bike-size')).toBe(true);
    expect(isBlogUrlKey('e-bikes')).toBe(true);
    expect(isBlogUrlKey('')).toBe(false);
    expect(isBlogUrlKey('Road')).toBe(false);
    expect(isBlogUrlKey('a--b')).toBe(false);
    expect(isBlogUrlKey('a/b')).toBe(false);
    expect(isBlogUrlKey('a'.repeat(201))).toBe(false);
  });
});

describe('parseBlogPath (spec §2 blog routes)', () => {
  it('knows the lister, posts, categories and tags', () => {
    expect(parseBlogPath('blog')).toEqual({ type: 'blog' });
    expect(parseBlogPath('blog/winter-commuting-essentials')).toEqual({
      type: 'blog-post',
      urlKey: 'winter-commuting-essentials',
    });
    expect(parseBlogPath('blog/category/maintenance')).toEqual({ type: 'blog-category', urlKey: 'maintenance' });
    expect(parseBlogPath('blog/tag/e-bikes')).toEqual({ type: 'blog-tag', urlKey: 'e-bikes' });
  });
  it('answers null for other paths and malformed or partial blog paths', () => {
    expect(parseBlogPath('bikes/road')).toBeNull();
    expect(parseBlogPath('blogs')).toBeNull();
    expect(parseBlogPath('blog/category')).toBeNull();
    expect(parseBlogPath('blog/tag')).toBeNull();
    expect(parseBlogPath('blog/Not_A_Key')).toBeNull();
    expect(parseBlogPath('blog/category/maintenance/extra')).toBeNull();
    expect(parseBlogPath('blog/author/someone')).toBeNull();
  });
});
