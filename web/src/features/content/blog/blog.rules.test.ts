import {
  blogListJsonLd,
  blogPaths,
  blogPostingJsonLd,
  formatPublishedDate,
  listerPath,
  paginationItems,
  parsePageParam,
} from './blog.rules';

describe('blog paths', () => {
  it('keeps the trailing slash and puts the page in the query from page 2', () => {
    expect(blogPaths.lister()).toBe('/blog/');
    expect(blogPaths.lister(1)).toBe('/blog/');
    expect(blogPaths.lister(3)).toBe('/blog/?page=3');
    expect(blogPaths.post('winter-commuting-essentials')).toBe('/blog/winter-commuting-essentials/');
    expect(listerPath({ kind: 'category', urlKey: 'maintenance' }, 2)).toBe('/blog/category/maintenance/?page=2');
    expect(listerPath({ kind: 'tag', urlKey: 'road' })).toBe('/blog/tag/road/');
  });
});

describe('parsePageParam', () => {
  it('reads plain page numbers and defaults to 1', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
  });
  it('refuses anything else', () => {
    for (const bad of ['0', '-1', '02', '2.0', '2abc', '', 'x', '9999999']) expect(parsePageParam(bad)).toBeNull();
    expect(parsePageParam(['1', '2'])).toBeNull();
  });
});

describe('paginationItems', () => {
  it('is empty for a single page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });
  it('shows every page of a short lister', () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('leaves gaps around the current page of a long lister', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

describe('formatPublishedDate', () => {
  it('formats the shop’s calendar day (London) for the locale', () => {
    expect(formatPublishedDate('2025-01-14T09:00:00.000Z', 'en-GB')).toBe('14 January 2025');
    expect(formatPublishedDate('2025-01-14T09:00:00.000Z', 'de-DE')).toBe('14. Januar 2025');
    // 00:30 on 1 April in London (summer time): it read 31 March in UTC.
    expect(formatPublishedDate('2025-03-31T23:30:00.000Z', 'en-GB')).toBe('1 April 2025');
    expect(formatPublishedDate('2025-01-31T23:30:00.000Z', 'en-GB')).toBe('31 January 2025');
  });
});

describe('JSON-LD', () => {
  const post = {
    title: 'How to choose',
    url: 'https://shop.example/blog/how-to-choose/',
    published_at: '2025-01-14T09:00:00.000Z',
    author: 'Priya Desai',
    image: 'https://shop.example/media/product/road-bike/c1272d/1a1a1a.svg?w=1200',
  };
  it('describes a post as a BlogPosting', () => {
    expect(
      blogPostingJsonLd(
        { ...post, description: 'Sizes', section: 'Buying guides', keywords: ['Road', 'Bike fit'] },
        {
          locale: 'en-GB',
          brand: 'Cadence Cycles',
        },
      ),
    ).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to choose',
      datePublished: post.published_at,
      author: { '@type': 'Person', name: 'Priya Desai' },
      publisher: { name: 'Cadence Cycles' },
      articleSection: 'Buying guides',
      keywords: 'Road, Bike fit',
      inLanguage: 'en-GB',
    });
  });
  it('describes a lister as a Blog with its posts', () => {
    const ld = blogListJsonLd(
      { name: 'Blog', url: 'https://shop.example/blog/', posts: [post] },
      { locale: 'de-DE', brand: 'B' },
    ) as {
      blogPost: { headline: string }[];
    };
    expect(ld).toMatchObject({ '@type': 'Blog', name: 'Blog', inLanguage: 'de-DE' });
    expect(ld.blogPost.map((p) => p.headline)).toEqual(['How to choose']);
  });
});
