import { expect, test } from '@playwright/test';

test('llms.txt lists every guide as Markdown, and each Markdown page answers', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const index = await response.text();
  expect(index).toMatch(/^# MUI X documentation \(8\.0\.0-beta\.3\)/);
  const links = [...index.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]!).pathname);
  const markdown = links.filter((p) => p.endsWith('.md'));
  expect(markdown).toContain('/markdown/x/react-data-grid/sorting.md');
  expect(markdown.length).toBeGreaterThanOrEqual(20);
  for (const path of links) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  const sorting = await (await request.get('/markdown/x/react-data-grid/sorting.md')).text();
  expect(sorting).toMatch(/^# Sorting\n/);
  expect(sorting).toContain('Demo: BasicSorting');
  expect(sorting).toContain("from '@mui/x-data-grid'");
  expect(sorting).not.toContain('<Demo');
});
