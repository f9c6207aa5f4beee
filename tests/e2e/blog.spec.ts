import { expect, test } from '@playwright/test';
import { postSources } from '../../generated/blog-index';

test('the blog index lists every post, newest first, and filters by tag', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.locator('h1')).toHaveText('Blog');
  const cards = page.locator('[data-post]');
  await expect(cards).toHaveCount(postSources.length);
  expect(postSources.length).toBeGreaterThanOrEqual(3);
  const shown = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-post')));
  expect(shown).toEqual(postSources.map((p) => p.slug));

  const filter = page.getByRole('navigation', { name: 'Filter posts by tag' });
  await filter.getByRole('link', { name: /^Performance/ }).click();
  await expect(page).toHaveURL(/\/blog\/tags\/performance\/$/);
  const tagged = postSources.filter((p) => p.frontMatter.tags.includes('performance'));
  expect(tagged.length).toBeGreaterThan(0);
  expect(tagged.length).toBeLessThan(postSources.length);
  await expect(cards).toHaveCount(tagged.length);
  await expect(filter.getByRole('link', { name: /^Performance/ })).toHaveAttribute('aria-current', 'page');
  await filter.getByRole('link', { name: 'All posts' }).click();
  await expect(cards).toHaveCount(postSources.length);
});

test('the feed is valid Atom with one entry per post', async ({ page, request }) => {
  const response = await request.get('/blog/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const xml = await response.text();
  await page.goto('/blog/');
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      ns: doc.documentElement.namespaceURI,
      links: [...doc.querySelectorAll('entry > link')].map((l) => new URL(l.getAttribute('href')!).pathname),
    };
  }, xml);
  expect(result.errors).toBe(0);
  expect(result.ns).toBe('http://www.w3.org/2005/Atom');
  expect(result.links).toEqual(postSources.map((p) => `/blog/${p.slug}/`));
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/feed\.xml$/,
  );
});

test('a post has its byline, reading time, table of contents and neighbours', async ({ page }) => {
  const [newest, second] = postSources;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/blog/${second!.slug}/`);
  await expect(page.locator('h1')).toHaveText(second!.frontMatter.title);
  await expect(page.getByText(`${second!.readingMinutes} min read`)).toBeVisible();
  await expect(page.locator('time').first()).toHaveAttribute('datetime', second!.frontMatter.date);
  const toc = page.locator('aside').getByRole('link');
  await expect(toc).toHaveCount(second!.headings.length);
  const pager = page.getByRole('navigation', { name: 'More posts' });
  await pager.getByRole('link', { name: new RegExp(newest!.frontMatter.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest!.slug}/$`));
  // The blog has no docs drawer.
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toHaveCount(0);
});
