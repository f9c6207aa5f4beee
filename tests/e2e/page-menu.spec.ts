import { expect, test, type Page } from '@playwright/test';
import { checkPage, formatFinding } from './a11y';

// The page menu (src/shell/PageMenu.tsx): copy the page as Markdown, view it, open it in an AI tool.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const SORTING = '/x/react-data-grid/sorting/';
const TS_ONLY = 'const columns: GridColDef<Planet>[] = [';

/** Waits for hydration the way a reader's first click would find it (the settings drawer opens). */
async function hydrated(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeHidden();
}

/** The absolute Markdown address the AI links should carry: SITE_URL's origin, else this server's. */
function origin(page: Page) {
  return (process.env.SITE_URL ?? new URL(page.url()).origin).replace(/\/+$/, '');
}

/** What assistive technology reads of the menu button: Chromium exposes a popover's state on its invoker. */
async function expandedState(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    backendNodeId: (
      await cdp.send('DOM.describeNode', {
        objectId: (
          await cdp.send('Runtime.evaluate', {
            expression: 'document.querySelector("[popovertarget=page-menu]")',
          })
        ).result.objectId,
      })
    ).node.backendNodeId,
  });
  return nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
}

/** An AI tool's link: its address, with the prompt to read the page's Markdown as `q`. */
const aiHref = (base: string, markdown: string) =>
  `${base}?q=${encodeURIComponent(`Read ${markdown} and answer my questions about this MUI X documentation page.`)}`;

async function copyPage(page: Page) {
  await page.getByRole('button', { name: 'Copy page', exact: true }).click();
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('copy puts the guide’s Markdown on the clipboard, its demos in TypeScript by default', async ({
  page,
  request,
}) => {
  await page.goto(SORTING);
  await hydrated(page);
  const copied = await copyPage(page);
  expect(copied).toBe(await (await request.get('/markdown/x/react-data-grid/sorting.md')).text());
  expect(copied).toMatch(/^# Sorting\n/);
  expect(copied).toContain(TS_ONLY);
  // The menu closed and gave focus back to its button.
  await expect(page.locator('#page-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy page', exact: true })).toBeFocused();
});

test('after switching to JavaScript, copy has the demos in JavaScript and the links the .js.md twin', async ({
  page,
  request,
}) => {
  await page.goto(SORTING);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'JavaScript' }).click();
  await page.keyboard.press('Escape');
  const copied = await copyPage(page);
  const js = await (await request.get('/markdown/x/react-data-grid/sorting.js.md')).text();
  expect(copied).toBe(js);
  expect(copied).toContain('Demo: BasicSorting\n\n```jsx\n');
  expect(copied).not.toContain(TS_ONLY);

  await page.getByRole('button', { name: 'Copy page', exact: true }).click();
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    '/markdown/x/react-data-grid/sorting.js.md',
  );
  await expect(page.getByRole('link', { name: /Open in Claude/ })).toHaveAttribute(
    'href',
    aiHref('https://claude.ai/new', `${origin(page)}/markdown/x/react-data-grid/sorting.js.md`),
  );
});

test('the ChatGPT and Claude links carry the page’s absolute Markdown address', async ({ page, request }) => {
  await page.goto(SORTING);
  await hydrated(page);
  await page.getByRole('button', { name: 'Copy page', exact: true }).click();
  const expected = `${origin(page)}/markdown/x/react-data-grid/sorting.md`;
  for (const [name, base] of [
    [/Open in ChatGPT/, 'https://chatgpt.com/'],
    [/Open in Claude/, 'https://claude.ai/new'],
  ] as const) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    // Without SITE_URL, the page's origin replaces the default one once the menu's code has loaded.
    await expect(link).toHaveAttribute('href', aiHref(base, expected));
  }
  const view = page.getByRole('link', { name: 'View as Markdown' });
  expect((await request.get((await view.getAttribute('href'))!)).status()).toBe(200);
});

test('an API page has the menu, and its Markdown has a row per prop', async ({ page, request }) => {
  const markdown = await (await request.get('/markdown/x/api/data-grid/data-grid.md')).text();
  expect(markdown).toMatch(/^# DataGrid API\n/);
  expect(markdown).toContain('| Name | Type | Default | Description |');
  expect(markdown).toMatch(/\n\| `checkboxSelection` \| `boolean` \| `false` \| If `true`, /);
  expect(markdown).toContain('## Slots');
  expect(markdown).toContain('| `.MuiDataGrid-root` | `root` |');

  await page.goto('/x/api/data-grid/data-grid/');
  await hydrated(page);
  expect(await copyPage(page)).toBe(markdown);
});

test('the menu works from the keyboard: Enter, Tab, arrows, Escape, Space', async ({ page }) => {
  await page.goto(SORTING);
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Copy page', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#page-menu')).toBeVisible();
  expect(await expandedState(page)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: /Open in ChatGPT/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#page-menu')).toBeHidden();
  await expect(button).toBeFocused();
  expect(await expandedState(page)).toBe(false);
  await page.keyboard.press(' ');
  await expect(page.locator('#page-menu')).toBeVisible();
});

test('a copy that cannot fetch the Markdown says so, and the menu stays open', async ({ page }) => {
  await page.route('**/markdown/**', (route) => route.abort());
  await page.goto(SORTING);
  await hydrated(page);
  await page.getByRole('button', { name: 'Copy page', exact: true }).click();
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The page could not be copied' })).toBeVisible();
  await expect(page.locator('#page-menu')).toBeVisible();
});

test('the open menu and the copy’s status pass the accessibility checks in both colour modes', async ({
  page,
}) => {
  for (const mode of ['light', 'dark']) {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await page.goto(SORTING);
    await hydrated(page);
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await page.getByRole('link', { name: 'View as Markdown' }).focus();
    const open = await checkPage(page, `${mode}, menu open`, { alsoInclude: ['[data-page-menu]'] });
    expect(open.failing.map(formatFinding)).toEqual([]);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
    const copied = await checkPage(page, `${mode}, copied`, { rules: ['color-contrast'] });
    expect(copied.failing.map(formatFinding)).toEqual([]);
  }
});

test('the menu’s code loads at the first click in it, not with the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.push(await response.text().catch(() => ''));
  });
  const actionsLoaded = () => scripts.some((text) => text.includes('a[data-page-menu-link]'));
  await page.goto(SORTING, { waitUntil: 'networkidle' });
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(actionsLoaded()).toBe(false);
  await page.getByRole('button', { name: 'Copy page', exact: true }).click();
  await expect.poll(actionsLoaded).toBe(true);
});
