import { expect, gotoHydrated, test } from './fixtures';

/** Titles of the post cards on the page, in order. */
const cardTitles = (page: import('@playwright/test').Page) =>
  page.getByTestId('BlogPostCard-root').getByRole('heading', { level: 2 }).allTextContents();

test.describe('blog', () => {
  test('lister → page 2 → a post → its tag lister → a post → back to posts', async ({ page, baseURL }) => {
    const response = await gotoHydrated(page, '/blog/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page).toHaveTitle(/^Blog \| /);
    const firstPage = await cardTitles(page);
    expect(firstPage).toHaveLength(9);
    // Newest first: the latest seeded post opens the lister.
    expect(firstPage[0]).toBe('Inside our workshop: how your bike is built');
    const firstCard = page.getByTestId('BlogPostCard-root').first();
    await expect(firstCard.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(firstCard.getByRole('link', { name: /^Read more ?: Inside our workshop/ })).toBeVisible();
    await expect(firstCard.locator('img')).toHaveAttribute('srcset', /\.webp\?w=400&h=300 400w/);
    // The picture is a raster of the drawing, and the browser decodes it.
    await expect
      .poll(() => firstCard.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    // The page's part hydrates after the header, so its page view may follow the hydration mark.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { page_type?: string }[] }).dataLayer ?? []).map((e) => e.page_type),
        ),
      )
      .toContain('blog lister');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`${baseURL}/blog/?page=2`);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/page 2 of 3/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/\?page=2$/);
    const secondPage = await cardTitles(page);
    expect(secondPage).toHaveLength(9);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

    const postTitle = secondPage[0]!;
    await page.getByRole('link', { name: postTitle, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
    await expect(page.getByText(/^By /)).toBeVisible();
    await expect(page.getByTestId('BlogPost-content').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'BlogPosting', headline: postTitle });

    const tags = page.getByRole('region', { name: 'Tags' });
    const tagLink = tags.getByRole('link').first();
    const tagName = (await tagLink.textContent())!.trim();
    await tagLink.click();
    await expect(page).toHaveURL(/\/blog\/tag\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Posts tagged “${tagName}”`);
    const tagged = await cardTitles(page);
    expect(tagged).toContain(postTitle);

    await page.getByRole('link', { name: tagged[0]!, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagged[0]!);
    await page.getByRole('link', { name: 'Back to posts' }).first().click();
    await expect(page).toHaveURL(`${baseURL}/blog/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    expect(await cardTitles(page)).toEqual(firstPage);
  });

  test('a category lister shows only its posts under its name', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/blog/');
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Maintenance' }).click();
    await expect(page).toHaveURL(`${baseURL}/blog/category/maintenance/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance');
    const cards = page.getByTestId('BlogPostCard-root');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const category of await cards.locator('.meta a').allTextContents()) expect(category).toBe('Maintenance');
  });

  test('the German lister under /de-DE shows German titles, dates and links', async ({ page }) => {
    const response = await gotoHydrated(page, '/de-DE/blog/');
    expect(response?.status()).toBe(200);
    const titles = await cardTitles(page);
    expect(titles[0]).toBe('Ein Blick in unsere Werkstatt: So wird Ihr Rad gebaut');
    const firstCard = page.getByTestId('BlogPostCard-root').first();
    await expect(firstCard.locator('time')).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    await expect(firstCard.getByRole('link', { name: /^Weiterlesen/ })).toHaveAttribute('href', /^\/de-DE\/blog\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('navigation', { name: 'Seitennavigation' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute('href', /\/blog\/$/);
  });

  test('an unknown post, tag or page answers 404 with the error screen', async ({ page }) => {
    for (const path of ['/blog/no-such-post/', '/blog/tag/no-such-tag/', '/blog/category/no-such-category/', '/blog/?page=99']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
      await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    }
  });
});
