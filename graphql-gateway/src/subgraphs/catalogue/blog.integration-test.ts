import { blogCategorySeed, blogPostSeed } from '@cadence/commerce/db/seed/catalogue/blog.data';
import { safeRichText } from '@cadence/commerce/modules/content/content.rules';
import { blogPosts, blogPostTranslations } from '@cadence/commerce/modules/content/content.tables';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

jest.mock('@cadence/commerce/modules/content/content.rules', () => {
  const actual = jest.requireActual<typeof import('@cadence/commerce/modules/content/content.rules')>(
    '@cadence/commerce/modules/content/content.rules',
  );
  // The rich-text rule commerce applies to a post's body, counted: a test sees which fields make a body safe.
  return { ...actual, safeRichText: jest.fn(actual.safeRichText) };
});
const sanitiser = jest.mocked(safeRichText);

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

type Post = {
  id: number;
  url_key: string;
  title: string;
  excerpt: string;
  author: string;
  published_at: string;
  image: { url: string; label: string };
  category: { url_key: string; name: string } | null;
  tags: { url_key: string; name: string }[];
};
type PostsData = {
  blogPosts: { total_count: number; page_info: { current_page: number; page_size: number; total_pages: number }; items: Post[] };
};

const POSTS = `query($filter: BlogPostFilterInput, $currentPage: Int, $pageSize: Int) {
  blogPosts(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
    total_count page_info { current_page page_size total_pages }
    items { id url_key title excerpt author published_at image { url label } category { url_key name } tags { url_key name } } } }`;

const newestFirst = [...blogPostSeed].reverse();

describe('blogPosts', () => {
  it('pages through the posts newest first with categories and tags, in each storefront language', async () => {
    const en = (await gateway.query<PostsData>(POSTS)).body;
    expect(en.errors).toBeUndefined();
    const page = en.data!.blogPosts;
    expect(page.total_count).toBe(blogPostSeed.length);
    expect(page.page_info).toEqual({ current_page: 1, page_size: 9, total_pages: Math.ceil(blogPostSeed.length / 9) });
    expect(page.items.map((p) => p.url_key)).toEqual(newestFirst.slice(0, 9).map((p) => p.urlKey));
    const first = page.items[0]!;
    expect(first.title).toBe(newestFirst[0]!.en.title);
    expect(first.category?.url_key).toBe(newestFirst[0]!.category);
    expect(first.tags.map((t) => t.url_key).sort()).toEqual([...newestFirst[0]!.tags].sort());
    expect(first.image.url).toMatch(/^\/media\/product\/[a-z-]+\/[0-9a-f]{6}\/1a1a1a\.svg$/);
    expect(new Date(first.published_at).toISOString()).toBe(new Date(newestFirst[0]!.publishedAt).toISOString());

    const de = (await gateway.query<PostsData>(POSTS, { variables: { currentPage: 2 }, headers: { store: 'de-DE' } })).body;
    const second = de.data!.blogPosts;
    expect(second.page_info.current_page).toBe(2);
    expect(second.items.map((p) => p.url_key)).toEqual(newestFirst.slice(9, 18).map((p) => p.urlKey));
    expect(second.items[0]!.title).toBe(newestFirst[9]!.de.title);
    expect(second.items.some((p) => p.category && p.category.name !== p.category.url_key)).toBe(true);
  });

  it('filters by category and tag URL key; an unknown key lists nothing', async () => {
    const tag = 'e-bikes';
    const { body } = await gateway.query<PostsData>(POSTS, { variables: { filter: { tag_url_key: tag }, pageSize: 48 } });
    expect(body.data!.blogPosts.items.map((p) => p.url_key)).toEqual(
      newestFirst.filter((p) => p.tags.includes(tag)).map((p) => p.urlKey),
    );
    for (const post of body.data!.blogPosts.items) expect(post.tags.map((t) => t.url_key)).toContain(tag);
    const none = await gateway.query<PostsData>(POSTS, { variables: { filter: { category_url_key: 'no-such-category' } } });
    expect(none.body.data!.blogPosts).toMatchObject({ total_count: 0, items: [], page_info: { total_pages: 0 } });
  });

  it('answers bad arguments with an input error that says what is wrong', async () => {
    const { body } = await gateway.query<PostsData>(POSTS, {
      variables: { currentPage: 0, pageSize: 500, filter: { tag_url_key: 'Not A Key' } },
    });
    expect(body.data?.blogPosts ?? null).toBeNull();
    expect(body.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors![0]!.message).toMatch(/pageSize must be between 1 and 48\. currentPage must be 1 or more\. tag_url_key/);
  });

  it('costs a bounded number of SQL statements for a page with categories, tags and neighbours, whatever the page size', async () => {
    const q = `query($pageSize: Int) { blogPosts(pageSize: $pageSize) { total_count items { url_key title
      category { name } tags { name } previous_post { url_key } next_post { url_key } } } }`;
    const counter = gateway.commerce.database.statements;
    const cost = async (pageSize: number, store: string) => {
      counter.reset();
      const { body } = await gateway.query<PostsData>(q, { variables: { pageSize }, headers: { store } });
      expect(body.errors).toBeUndefined();
      expect(body.data!.blogPosts.items).toHaveLength(Math.min(pageSize, blogPostSeed.length));
      return counter.count;
    };
    const small = await cost(3, 'en-GB');
    const large = await cost(24, 'en-GB');
    const german = await cost(24, 'de-DE');
    // posts (1) + categories (1) + tags (1) + neighbours (1) + neighbouring posts not on the page (≤1)
    expect(large).toBeLessThanOrEqual(5);
    expect(small).toBeLessThanOrEqual(5);
    // Measured: 5 for 3 posts (their outer neighbours are one more read), 4 for 24 (all on the page).
    expect(large).toBeLessThanOrEqual(small);
    expect(german).toBe(large);
  });
});

describe('blogPost, blogCategories, blogTags', () => {
  it('reads a post with its neighbours and localised names; an unknown or malformed key is null', async () => {
    const seed = newestFirst[1]!;
    const q = `query($urlKey: String!) { blogPost(urlKey: $urlKey) { url_key title content author meta_title meta_description
      category { name } tags { url_key name } previous_post { url_key } next_post { url_key } } }`;
    type One = {
      blogPost:
        | (Post & { content: string; meta_title: string; previous_post: { url_key: string }; next_post: { url_key: string } })
        | null;
    };
    const en = (await gateway.query<One>(q, { variables: { urlKey: seed.urlKey } })).body.data!.blogPost!;
    expect(en).toMatchObject({ title: seed.en.title, author: seed.author, meta_title: seed.en.metaTitle });
    expect(en.content).toContain('<h2>');
    expect(en.previous_post.url_key).toBe(newestFirst[2]!.urlKey);
    expect(en.next_post.url_key).toBe(newestFirst[0]!.urlKey);
    const de = (await gateway.query<One>(q, { variables: { urlKey: `/${seed.urlKey}/` }, headers: { store: 'de-DE' } })).body
      .data!.blogPost!;
    expect(de.title).toBe(seed.de.title);
    const names = blogCategorySeed.find((c) => c.urlKey === seed.category)!.names;
    expect([en.category!.name, de.category!.name]).toEqual([names.en, names.de]);
    expect((await gateway.query<One>(q, { variables: { urlKey: 'no-such-post' } })).body.data!.blogPost).toBeNull();
    expect((await gateway.query<One>(q, { variables: { urlKey: '../etc' } })).body.data!.blogPost).toBeNull();
  });

  it('lists categories and tags named for the storefront', async () => {
    const q = '{ blogCategories { url_key name } blogTags { url_key name } }';
    type Lists = { blogCategories: { url_key: string; name: string }[]; blogTags: { url_key: string; name: string }[] };
    const en = (await gateway.query<Lists>(q)).body.data!;
    const de = (await gateway.query<Lists>(q, { headers: { store: 'de-DE' } })).body.data!;
    expect(en.blogCategories.find((c) => c.url_key === 'maintenance')!.name).toBe('Maintenance');
    expect(de.blogCategories.find((c) => c.url_key === 'maintenance')!.name).toBe('Wartung & Pflege');
    expect(de.blogTags.find((t) => t.url_key === 'beginners')!.name).toBe('Einsteiger');
    expect(de.blogTags.map((t) => t.name)).toEqual(
      [...de.blogTags.map((t) => t.name)].sort((a, b) => a.localeCompare(b, 'de-DE')),
    );
  });
});

describe('a post body, made safe wherever it is returned and only where it is asked for', () => {
  /** The fields the storefront's lister asks for (web BlogPostCardFields): no body. */
  const LISTER = `query($filter: BlogPostFilterInput, $currentPage: Int, $pageSize: Int) {
    blogPosts(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) { total_count
      items { id url_key title excerpt author published_at image { url label } category { id url_key name } } } }`;

  it('a page of posts not asking for bodies makes none safe; a post page makes its own body safe, once', async () => {
    sanitiser.mockClear();
    for (const variables of [{ pageSize: 48 }, { filter: { category_url_key: blogPostSeed[0]!.category }, pageSize: 48 }]) {
      const { body } = await gateway.query<PostsData>(LISTER, { variables });
      expect(body.errors).toBeUndefined();
      expect(body.data!.blogPosts.items.length).toBeGreaterThan(0);
    }
    expect(sanitiser).not.toHaveBeenCalled();
    // The post page (web BlogPostGet): its body, and only the titles of its neighbours.
    const q = `query($urlKey: String!) { blogPost(urlKey: $urlKey) { url_key title content
      previous_post { url_key title } next_post { url_key title } } }`;
    const { body } = await gateway.query<{ blogPost: { content: string } }>(q, { variables: { urlKey: newestFirst[1]!.urlKey } });
    expect(body.data!.blogPost.content).toContain('<p>');
    expect(sanitiser).toHaveBeenCalledTimes(1);
  });

  it('returns the body safe by every field that returns one: the post, a lister’s items, and neighbours read or listed', async () => {
    const db = gateway.commerce.database.db;
    const hostile =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>steal()</script>' +
      '<img src="x" onerror="steal()"><p>road</p>';
    const expected = '<p>Hi <a>x</a></p><p>road</p>';
    // The oldest post of all, so the oldest seeded post has it as its older neighbour.
    const [row] = await db
      .insert(blogPosts)
      .values({
        urlKey: 'hostile-gateway-note',
        categoryId: (await gateway.commerce.blog.categories('en-GB'))[0]!.id,
        author: 'Test Author',
        publishedAt: new Date('2000-01-01T00:00:00Z'),
        imageKind: 'road-bike',
        imageColour: '#123456',
      })
      .returning({ id: blogPosts.id });
    await db
      .insert(blogPostTranslations)
      .values({ postId: row!.id, store: 'en-GB', title: 'Hostile', excerpt: 'x', body: hostile });
    try {
      const oldestSeed = newestFirst.at(-1)!.urlKey;
      type WithContent = { url_key: string; content: string };
      type Neighbours = WithContent & { previous_post: WithContent | null; next_post: WithContent | null };
      const one = `query($urlKey: String!) { blogPost(urlKey: $urlKey) { url_key content
        previous_post { url_key content } next_post { url_key content } } }`;
      const listed = `{ blogPosts(pageSize: 48) { items { url_key content
        previous_post { url_key content } next_post { url_key content } } } }`;
      const asPost = (await gateway.query<{ blogPost: Neighbours }>(one, { variables: { urlKey: 'hostile-gateway-note' } })).body;
      const asNeighbour = (await gateway.query<{ blogPost: Neighbours }>(one, { variables: { urlKey: oldestSeed } })).body;
      const inLister = (await gateway.query<{ blogPosts: { items: Neighbours[] } }>(listed)).body;
      for (const body of [asPost, asNeighbour, inLister]) expect(body.errors).toBeUndefined();
      const item = inLister.data!.blogPosts.items.find((p) => p.url_key === 'hostile-gateway-note')!;
      const itemsNeighbour = inLister.data!.blogPosts.items.find((p) => p.url_key === oldestSeed)!.previous_post!;
      const answers = [asPost.data!.blogPost, asNeighbour.data!.blogPost.previous_post!, item, itemsNeighbour];
      expect(answers.map((a) => [a.url_key, a.content])).toEqual(Array(4).fill(['hostile-gateway-note', expected]));
      for (const body of [asPost, asNeighbour, inLister]) {
        expect(JSON.stringify(body)).not.toMatch(/<script|onerror=|onclick=|javascript:/i);
      }
    } finally {
      await db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, row!.id));
      await db.delete(blogPosts).where(eq(blogPosts.id, row!.id));
    }
  });
});

describe('getUrlInfo for blog URLs', () => {
  it('answers 200 with the blog page types and 404 for unknown posts, categories and tags', async () => {
    const post = blogPostSeed[0]!;
    const ask = async (urlKey: string, store = 'en-GB') =>
      (
        await gateway.query<{ getUrlInfo: { page_status: number; page_type: string | null } }>(
          'query($urlKey: String!) { getUrlInfo(urlKey: $urlKey) { page_status page_type } }',
          { variables: { urlKey }, headers: { store } },
        )
      ).body.data!.getUrlInfo;
    expect(await ask('blog')).toEqual({ page_status: 200, page_type: 'blog' });
    expect(await ask(`blog/${post.urlKey}`, 'de-DE')).toEqual({ page_status: 200, page_type: 'blog-post' });
    expect(await ask(`blog/category/${post.category}`)).toEqual({ page_status: 200, page_type: 'blog-category' });
    expect(await ask(`blog/tag/${post.tags[0]}`)).toEqual({ page_status: 200, page_type: 'blog-tag' });
    expect(await ask('blog/no-such-post')).toEqual({ page_status: 404, page_type: null });
    expect(await ask('blog/category/no-such-category')).toEqual({ page_status: 404, page_type: null });
    expect(await ask('blog/tag/no-such-tag')).toEqual({ page_status: 404, page_type: null });
  });
});
