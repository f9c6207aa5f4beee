/**
 * What a reader sees: the defects a full browser sweep once found (issue 15), each checked
 * where it showed. Demos' own clipping and prose leaks are checked on every demo by
 * every-demo.spec.ts; these are the page-level ones.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkPage } from './a11y';

const SORTING = '/x/react-data-grid/sorting/';

/** Scrolls a demo into view and waits for its grid's footer. */
async function gridFooter(page: Page, demo: string) {
  const section = page.locator(`section[data-demo="react-data-grid/sorting/${demo}"]`);
  await section.scrollIntoViewIfNeeded();
  const footer = section.locator('.MuiTablePagination-root');
  await expect(footer).toBeVisible({ timeout: 20_000 });
  return footer;
}

test('prose styles stop at the demo: the grid footer’s labels sit level with its controls', async ({
  page,
}) => {
  await page.goto(SORTING);
  const footer = await gridFooter(page, 'InitialSortState');
  // The browser's own symmetric margins (as in any app), not the prose's 16 px below.
  const margins = await footer
    .locator('p')
    .evaluateAll((ps) => ps.map((p) => [getComputedStyle(p).marginTop, getComputedStyle(p).marginBottom]));
  expect(margins.length).toBe(2);
  for (const [top, bottom] of margins) expect(bottom).toBe(top);
  // "1–6 of 6" is centred on the arrows, not 8 px above them.
  const centre = async (selector: string) => {
    const box = (await footer.locator(selector).first().boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(
    Math.abs((await centre('.MuiTablePagination-displayedRows')) - (await centre('button'))),
  ).toBeLessThan(3);
});

test('inline code does not push punctuation away: its padding is narrower than a space', async ({ page }) => {
  await page.goto(SORTING);
  const gaps = await page.locator('.prose p code, .prose li code').evaluateAll((codes) => {
    const measure = (node: Node, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect();
    };
    const out: { text: string; gap: number; space: number }[] = [];
    for (const code of codes) {
      const next = code.nextSibling;
      const inner = code.firstChild;
      if (!next || next.nodeType !== 3 || !inner || inner.nodeType !== 3) continue;
      if (!/^[.,;:)]/.test(next.textContent ?? '')) continue;
      const last = measure(inner, inner.textContent!.length - 1, inner.textContent!.length);
      const punct = measure(next, 0, 1);
      if (Math.abs(last.top - punct.top) > 4) continue; // wrapped between the two
      const paragraph = code.parentElement!;
      const probe = document.createElement('span');
      probe.textContent = '\u00a0';
      paragraph.appendChild(probe);
      const space = probe.getBoundingClientRect().width;
      probe.remove();
      out.push({ text: `${code.textContent}${next.textContent![0]}`, gap: punct.left - last.right, space });
    }
    return out;
  });
  expect(gaps.length).toBeGreaterThan(0);
  for (const { text, gap, space } of gaps) expect(gap, text).toBeLessThan(space);
});

test.describe('tables and names on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a wide table scrolls in a focusable region, and package names never break inside', async ({
    page,
  }) => {
    await page.goto('/x/introduction/');
    const scrollers = await page.locator('.table-scroll').evaluateAll((els) =>
      els.map((el) => ({
        scrolls: el.scrollWidth > el.clientWidth + 1,
        tabIndex: (el as HTMLElement).tabIndex,
      })),
    );
    expect(scrollers.some((s) => s.scrolls)).toBe(true);
    for (const s of scrollers) expect(s.tabIndex).toBe(0);
    const { failing } = await checkPage(page, '/x/introduction/ at 390px', {
      rules: ['scrollable-region-focusable'],
    });
    expect(failing).toEqual([]);
    await expectUnbrokenNames(page, 'main code.code-name');
  });

  test('the pricing cards keep each package name on one line', async ({ page }) => {
    await page.goto('/pricing/');
    await expectUnbrokenNames(page, 'main li code');
  });
});

test('at 1440 px too, package names stay whole (introduction, pricing cards)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/introduction/');
  await expectUnbrokenNames(page, 'main code.code-name');
  await page.goto('/pricing/');
  await expectUnbrokenNames(page, 'main li code');
});

async function expectUnbrokenNames(page: Page, selector: string) {
  const names = await page.locator(selector).evaluateAll((codes) =>
    codes
      .filter((c) => /^@mui\//.test(c.textContent ?? '') || /^[A-Za-z]+$/.test(c.textContent ?? ''))
      .map((c) => ({
        text: c.textContent,
        lines: new Set([...c.getClientRects()].map((r) => r.top)).size,
      })),
  );
  expect(names.length).toBeGreaterThan(0);
  for (const { text, lines } of names) expect(lines, `${text} breaks over lines`).toBe(1);
}

test('one focus ring: the skip link, "Back to top", footer links and the grid’s controls', async ({
  page,
}) => {
  await page.goto(SORTING);
  await page.keyboard.press('Tab');
  const ring = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        (el as HTMLElement).focus();
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
  expect(await ring('.skip-link')).toBe('solid 2px');
  expect(await ring('a[data-ga-event-action="back-to-top"]')).toBe('solid 2px');
  expect(await ring('nav[aria-label="MUI X site"] a')).toBe('solid 2px');
  await gridFooter(page, 'InitialSortState');
  await page.keyboard.press('Tab');
  expect(await ring('section[data-demo$="/InitialSortState"] .MuiTablePagination-select[tabindex]')).toBe(
    'solid 2px',
  );
  // MUI's Switch: the input is invisible, the ring goes on the thumb.
  const demo = page.locator('section[data-demo$="/DisableSorting"]');
  await demo.scrollIntoViewIfNeeded();
  const input = demo.locator('.MuiSwitch-input').first();
  await expect(input).toBeAttached({ timeout: 20_000 });
  await input.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const thumb = await demo
    .locator('.MuiSwitch-thumb')
    .first()
    .evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`);
  expect(thumb).toBe('solid 2px');
});

test('in right to left, the grid footer reads "1–6 of 6", not "of 6 6–1"', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SORTING);
  // A click before hydration does nothing: click until the drawer is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Settings' }).click({ timeout: 2000 });
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Right to left' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const footer = await gridFooter(page, 'InitialSortState');
  const rows = footer.locator('.MuiTablePagination-displayedRows');
  await expect(rows).toHaveText('1–6 of 6');
  expect(await rows.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('plaintext');
  // Rendered left to right: "1" is drawn left of "of".
  const order = await rows.evaluate((el) => {
    const text = el.firstChild!;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    return at(0) < at(text.textContent!.indexOf('of'));
  });
  expect(order).toBe(true);
});

test('the blog index has one left edge: header, list and footer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blog/');
  const left = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().left));
  const header = await left('header a[href="/"]');
  expect(await left('main h1')).toBe(header);
  expect(await left('main article, main li')).toBe(header);
  expect(await left('footer a[href="/"]')).toBe(header);
});

for (const path of ['/', '/x/', '/pricing/']) {
  test(`the hero of ${path} uses the right half of a 1440 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const art = await page
      .locator('main svg[aria-hidden="true"]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(art.left).toBeGreaterThan(720);
    expect(art.width).toBeGreaterThan(300);
  });
}

test('/x/api/ lists the four API indexes', async ({ page }) => {
  const response = await page.goto('/x/api/');
  expect(response?.status()).toBe(200);
  const links = page.locator('main .prose a');
  await expect(links).toHaveText([
    'Data Grid API',
    'Date and Time Pickers API',
    'Charts API',
    'Tree View API',
  ]);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/x\/api\/[a-z-]+\/$/);
});

test('the Charts drawer names a group’s first page "Overview", not "Bars overview"', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/react-charts/bars/');
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect(nav.locator('a[href="/x/react-charts/bars/"]')).toHaveText('Overview');
});

test('a 404 page preloads the same web fonts as every other page', async ({ request }) => {
  const fonts = (html: string) =>
    [...html.matchAll(/<link[^>]+rel="preload"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes('as="font"'))
      .map((tag) => /href="([^"]+)"/.exec(tag)![1])
      .sort();
  const page = fonts(await (await request.get('/x/introduction/')).text());
  expect(page.length).toBeGreaterThan(0);
  const missing = await request.get('/this-page-does-not-exist/');
  expect(missing.status()).toBe(404);
  expect(fonts(await missing.text())).toEqual(page);
});
