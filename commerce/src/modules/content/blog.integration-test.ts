import { eq } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { blogCategorySeed, blogPostSeed, blogTagSeed } from '../../db/seed/catalogue/blog.data';
import { seedDatabase } from '../../db/seed/seed';
import { blogPosts, blogPostTranslations } from './content.tables';
import { BLOG_PAGE_SIZE } from './blog.rules';
import { safeRichText } from './content.rules';
import { openFreshDatabase } from '../../db/fresh-database';

jest.mock('./content.rules', () => {
  const actual = jest.requireActual<typeof import('./content.rules')>('./content.rules');
  // The rich-text rule, counted: a test sees which reads of a post make its body safe.
  return { ...actual, safeRichText: jest.fn(actual.safeRichText) };
});
const sanitiser = jest.mocked(safeRichText);

const freshDatabase = () => openFreshDatabase({ prefix: 'cadence_blog' });

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let commerce: Commerce;
beforeAll(async () => {
  fresh = await freshDatabase();
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, { referenceTtlMs: 0 });
});
afterAll(async () => fresh?.dispose());

const newestFirst = [...blogPostSeed].reverse();

describe('blog listers', () => {
  it('pages through every post newest first', async () => {
    const seen: string[] = [];
    const pages = Math.ceil(blogPostSeed.length / BLOG_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) {
      const result = await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB', currentPage: page }));
      expect(result).toMatchObject({ total: blogPostSeed.length, page, size: BLOG_PAGE_SIZE, totalPages: pages });
      seen.push(...result.items.map((p) => p.urlKey));
    }
    expect(seen).toEqual(newestFirst.map((p) => p.urlKey));
    const first = (await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB' }))).items[0]!;
    expect(first.title).toBe(newestFirst[0]!.en.title);
    expect(first.body).toContain('<p>');
  });

  it('answers a page past the end with no posts but the real total', async () => {
    const result = await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB', currentPage: 99 }));
    expect(result).toMatchObject({ items: [], total: blogPostSeed.length, page: 99 });
  });

  it('filters by category and by tag, and an unknown key matches nothing', async () => {
    const category = blogPostSeed[0]!.category;
    const inCategory = await commerce.blog.listPosts(
      commerce.blog.listQuery({ store: 'en-GB', categoryUrlKey: category, pageSize: 48 }),
    );
    expect(inCategory.items.map((p) => p.urlKey)).toEqual(
      newestFirst.filter((p) => p.category === category).map((p) => p.urlKey),
    );
    const tag = blogPostSeed[0]!.tags[0]!;
    const tagged = await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'de-DE', tagUrlKey: tag, pageSize: 48 }));
    expect(tagged.items.map((p) => p.urlKey)).toEqual(newestFirst.filter((p) => p.tags.includes(tag)).map((p) => p.urlKey));
    expect(tagged.total).toBe(tagged.items.length);
    const both = await commerce.blog.listPosts(
      commerce.blog.listQuery({ store: 'en-GB', categoryUrlKey: category, tagUrlKey: tag, pageSize: 48 }),
    );
    expect(both.items.map((p) => p.urlKey)).toEqual(
      newestFirst.filter((p) => p.tags.includes(tag) && p.category === category).map((p) => p.urlKey),
    );
    const none = await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB', categoryUrlKey: 'no-such-category' }));
    expect(none).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it('costs one statement for a page of posts with its total', async () => {
    fresh.database.statements.reset();
    await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB', tagUrlKey: 'road', currentPage: 1 }));
    expect(fresh.database.statements.count).toBe(1);
  });
});

describe('posts, categories and tags', () => {
  it('reads a post in each storefront language, with its tags and category', async () => {
    const seed = blogPostSeed[3]!;
    const [en] = await commerce.blog.postsByUrlKeys('en-GB', [seed.urlKey]);
    const [de, missing] = await commerce.blog.postsByUrlKeys('de-DE', [seed.urlKey, 'no-such-post']);
    expect(en).toMatchObject({ title: seed.en.title, author: seed.author, imageKind: seed.imageKind });
    expect(en!.publishedAt.toISOString()).toBe(new Date(seed.publishedAt).toISOString());
    expect(de!.title).toBe(seed.de.title);
    expect(missing).toBeNull();
    const [tags] = await commerce.blog.tagsOfPosts('de-DE', [en!.id]);
    const names = (key: string) => blogTagSeed.find((t) => t.urlKey === key)!.names;
    expect(tags!.map((t) => t.urlKey).sort()).toEqual([...seed.tags].sort());
    expect(tags!.map((t) => t.name).sort()).toEqual(seed.tags.map((t) => names(t).de).sort());
    const [category, none] = await commerce.blog.categoriesByIds('en-GB', [en!.categoryId, 9999]);
    expect(category).toMatchObject({
      urlKey: seed.category,
      name: blogCategorySeed.find((c) => c.urlKey === seed.category)!.names.en,
    });
    expect(none).toBeNull();
  });

  it('lists categories and tags named for the storefront', async () => {
    const en = await commerce.blog.categories('en-GB');
    const de = await commerce.blog.categories('de-DE');
    expect(en).toHaveLength(blogCategorySeed.length);
    expect(de.map((c) => c.name)).toContain('Wartung & Pflege');
    expect((await commerce.blog.tags('de-DE')).map((t) => t.name)).toContain('Einsteiger');
  });

  it('knows each post’s older and newer neighbour', async () => {
    const posts = await commerce.blog.postsByUrlKeys('en-GB', [
      newestFirst[0]!.urlKey,
      newestFirst[1]!.urlKey,
      newestFirst.at(-1)!.urlKey,
    ]);
    const [newest, second, oldest] = await commerce.blog.neighbours(
      'en-GB',
      posts.map((p) => p!.id),
    );
    expect(newest).toEqual({ olderId: posts[1]!.id, newerId: null });
    expect(second!.newerId).toBe(posts[0]!.id);
    expect(oldest!.olderId).toBeNull();
  });

  it('shows a post only on storefronts it is translated for', async () => {
    const [row] = await fresh.database.db
      .insert(blogPosts)
      .values({
        urlKey: 'english-only-note',
        categoryId: (await commerce.blog.categories('en-GB'))[0]!.id,
        author: 'Test Author',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        imageKind: 'road-bike',
        imageColour: '#123456',
      })
      .returning({ id: blogPosts.id });
    await fresh.database.db
      .insert(blogPostTranslations)
      .values({ postId: row!.id, store: 'en-GB', title: 'English only', excerpt: 'x', body: '<p>x</p>' });
    try {
      expect((await commerce.blog.postsByUrlKeys('de-DE', ['english-only-note']))[0]).toBeNull();
      expect((await commerce.blog.postsByUrlKeys('en-GB', ['english-only-note']))[0]).not.toBeNull();
      const de = await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'de-DE' }));
      const en = await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB' }));
      expect(en.total).toBe(de.total + 1);
      const infos = await commerce.routing.getUrlInfos([
        { store: 'en-GB', urlKey: 'blog/english-only-note' },
        { store: 'de-DE', urlKey: 'blog/english-only-note' },
      ]);
      expect(infos.map((i) => i.page_status)).toEqual([200, 404]);
    } finally {
      await fresh.database.db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, row!.id));
      await fresh.database.db.delete(blogPosts).where(eq(blogPosts.id, row!.id));
    }
  });
  it('serves a post body holding only what CMS rich text may, by every method that returns one (scripts, handlers, frames and foreign links removed)', async () => {
    const hostile =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="/bikes/road/">road</a></p>' +
      '<script>steal()</script><img src="x" onerror="steal()"><iframe src="https://evil.example/"></iframe>' +
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">' +
      '<ol start="3"><li>three</li></ol>';
    const [row] = await fresh.database.db
      .insert(blogPosts)
      .values({
        urlKey: 'hostile-body-note',
        categoryId: (await commerce.blog.categories('en-GB'))[0]!.id,
        author: 'Test Author',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        imageKind: 'road-bike',
        imageColour: '#123456',
      })
      .returning({ id: blogPosts.id });
    await fresh.database.db
      .insert(blogPostTranslations)
      .values({ postId: row!.id, store: 'en-GB', title: 'Hostile', excerpt: 'x', body: hostile });
    try {
      const expected = '<p>Hi <a>x</a> <a href="/bikes/road/">road</a></p><ol start="3"><li>three</li></ol>';
      const category = (await commerce.blog.categories('en-GB'))[0]!;
      const listers = await Promise.all(
        [{}, { categoryUrlKey: category.urlKey }].map((filter) =>
          commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB', pageSize: 48, ...filter })),
        ),
      );
      const returned = [
        (await commerce.blog.postsByUrlKeys('en-GB', ['hostile-body-note']))[0]!,
        (await commerce.blog.postsByIds('en-GB', [row!.id]))[0]!,
        ...listers.map((page) => page.items.find((post) => post.id === row!.id)!),
      ];
      expect(returned).toHaveLength(4);
      for (const post of returned) {
        expect(post.body).toBe(expected);
        // However the post is copied or sent on, the stored body is not in it.
        expect({ ...post }.body).toBe(expected);
        expect(JSON.stringify(post)).not.toMatch(/<script|onerror=|onclick=|<iframe|javascript:/i);
        expect(structuredClone(post).body).toBe(expected);
      }
    } finally {
      await fresh.database.db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, row!.id));
      await fresh.database.db.delete(blogPosts).where(eq(blogPosts.id, row!.id));
    }
  });

  it('makes a body safe when it is read, once, and a page of posts read for its titles not at all', async () => {
    sanitiser.mockClear();
    const page = await commerce.blog.listPosts(commerce.blog.listQuery({ store: 'en-GB', pageSize: 48 }));
    expect(page.items.length).toBe(blogPostSeed.length);
    // What listers show: titles, excerpts, images, authors and dates.
    for (const post of page.items) expect([post.title, post.excerpt, post.imageKind, post.author]).not.toContain('');
    expect(sanitiser).not.toHaveBeenCalled();
    const [first] = page.items;
    expect(first!.body).toContain('<p>');
    expect(first!.body).toBe(first!.body);
    expect(sanitiser).toHaveBeenCalledTimes(1);
    // One post read by its key or id has the one body it shows made safe, when that is read.
    sanitiser.mockClear();
    const [byKey] = await commerce.blog.postsByUrlKeys('en-GB', [blogPostSeed[0]!.urlKey]);
    const [byId] = await commerce.blog.postsByIds('en-GB', [byKey!.id]);
    expect(sanitiser).not.toHaveBeenCalled();
    expect(byKey!.body).toBe(byId!.body);
    expect(sanitiser).toHaveBeenCalledTimes(2);
  });

  it('serves the seeded posts’ bodies unchanged (they hold only rich text)', async () => {
    const posts = await commerce.blog.postsByUrlKeys(
      'en-GB',
      blogPostSeed.map((post) => post.urlKey),
    );
    const stored = await fresh.database.db
      .select({ postId: blogPostTranslations.postId, body: blogPostTranslations.body })
      .from(blogPostTranslations)
      .where(eq(blogPostTranslations.store, 'en-GB'));
    const byId = new Map(stored.map((row) => [row.postId, row.body]));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post?.body).toBe(byId.get(post!.id));
  });
});

describe('routing of blog URLs (getUrlInfo)', () => {
  it('answers 200 with the blog page types and 404 for unknown ones, in few statements', async () => {
    const post = blogPostSeed[0]!;
    fresh.database.statements.reset();
    const infos = await commerce.routing.getUrlInfos([
      { store: 'en-GB', urlKey: '/blog/' },
      { store: 'de-DE', urlKey: `blog/${post.urlKey}` },
      { store: 'en-GB', urlKey: `blog/${post.urlKey}/` },
      { store: 'en-GB', urlKey: `blog/category/${post.category}` },
      { store: 'en-GB', urlKey: `blog/tag/${post.tags[0]}?page=2` },
      { store: 'en-GB', urlKey: 'blog/no-such-post' },
      { store: 'en-GB', urlKey: 'blog/category/no-such-category' },
      { store: 'en-GB', urlKey: 'blog/tag/no-such-tag' },
      { store: 'en-GB', urlKey: 'blog/tag' },
      { store: 'en-GB', urlKey: 'delivery' },
    ]);
    // Rewrites (1 per storefront), posts (1 per storefront), categories (1), tags (1).
    expect(fresh.database.statements.count).toBeLessThanOrEqual(6);
    expect(infos.map((i) => [i.page_status, i.page_type])).toEqual([
      [200, 'blog'],
      [200, 'blog-post'],
      [200, 'blog-post'],
      [200, 'blog-category'],
      [200, 'blog-tag'],
      [404, null],
      [404, null],
      [404, null],
      [404, null],
      [200, 'cms-page'],
    ]);
    expect(infos[1]!.entity_id).toBe(infos[2]!.entity_id);
    expect(infos[1]!.entity_id).toEqual(expect.any(Number));
  });

  it('answers a URL key that decodes to a control character as not found, beside the others of its batch', async () => {
    const post = blogPostSeed[0]!;
    const infos = await commerce.routing.getUrlInfos([
      { store: 'en-GB', urlKey: 'a%00b' },
      { store: 'en-GB', urlKey: 'delivery' },
      { store: 'en-GB', urlKey: `blog/${post.urlKey}%00` },
      { store: 'de-DE', urlKey: 'a\u0000b/' },
      { store: 'en-GB', urlKey: `blog/${post.urlKey}` },
      { store: 'en-GB', urlKey: 'caf%0A%1F%7F' },
    ]);
    expect(infos.map((i) => [i.page_status, i.page_type])).toEqual([
      [404, null],
      [200, 'cms-page'],
      [404, null],
      [404, null],
      [200, 'blog-post'],
      [404, null],
    ]);
    // Alone in its batch, nothing is looked up at all.
    fresh.database.statements.reset();
    expect((await commerce.routing.getUrlInfos([{ store: 'en-GB', urlKey: '%00' }]))[0]).toMatchObject({ page_status: 404 });
    expect(fresh.database.statements.count).toBe(0);
  });
});
