import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/*
 * The keyboard tables of /x/react-data-grid/accessibility/ are the source of this test: it reads
 * every row of every "Keys | Focus on | Result" table from the page's MDX, presses the row's keys
 * in the page's demos (each in its demo frame) from the place the "Focus on" column names, and
 * checks what the "Result" column says. Changing a key or a result in the page changes what is
 * pressed or checked; a "Focus on" or "Result" phrase that no check below understands fails the
 * test, so the page cannot say something that is not checked.
 */

const PAGE_FILE = 'content/react-data-grid/accessibility/page.mdx';
const FRAME = '/demo-frame/react-data-grid/accessibility';
/** Community grid, checkboxSelection, 20 rows, a status footer (focus, selection, sort). */
const NAVIGATION_DEMO = `${FRAME}/KeyboardNavigation/`;
/** DataGridPremium grouped by depot, every group collapsed. */
const GROUPING_DEMO = `${FRAME}/GroupRowKeyboard/`;

interface KeyRow {
  section: string;
  keys: string;
  focusOn: string;
  result: string;
  line: number;
}

/** Every row of the tables whose header is "Keys | Focus on | Result", with its `###` section. */
function readKeyTables(): KeyRow[] {
  const lines = readFileSync(PAGE_FILE, 'utf8').split('\n');
  const rows: KeyRow[] = [];
  let section = '';
  let inTable = false;
  lines.forEach((line, index) => {
    const heading = /^###\s+(.+)$/.exec(line);
    if (heading) section = heading[1]!.trim();
    if (!line.startsWith('|')) {
      inTable = false;
      return;
    }
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (cells.join('|') === 'Keys|Focus on|Result') {
      inTable = true;
      return;
    }
    if (!inTable || /^-+$/.test(cells[0]!)) return;
    const [keys, focusOn, result] = cells.map((cell) => cell.replace(/<[^>]+>/g, '').trim());
    rows.push({ section, keys: keys!, focusOn: focusOn!, result: result!, line: index + 1 });
  });
  return rows;
}

/** "Ctrl+Arrow Down" in the page is "Control+ArrowDown" for Playwright. */
function toPlaywrightKeys(keys: string): string {
  return keys
    .split('+')
    .map((key) => key.trim())
    .map((key) => ({ Ctrl: 'Control' })[key] ?? key)
    .map((key) => (/^[A-Z]$/.test(key) ? key.toLowerCase() : key.replace(/\s+/g, '')))
    .join('+');
}

interface Place {
  /** 'cell', 'columnheader', or 'outside' when the focus is not in the grid. */
  role: string;
  /** aria-rowindex: 1 is the header row, 2 the first row. */
  row: number;
  /** aria-colindex, from 1. */
  col: number;
}

interface GridInfo {
  /** aria-rowindex of the last row. */
  lastRow: number;
  lastCol: number;
  /** Rows that fit in the viewport, as the grid counts a page. */
  pageSize: number;
}

async function focused(page: Page): Promise<Place> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const cell = active?.closest('[role="gridcell"], [role="columnheader"]');
    if (!cell || !cell.closest('[role="grid"], [role="treegrid"]'))
      return { role: 'outside', row: 0, col: 0 };
    return {
      role: cell.getAttribute('role') === 'gridcell' ? 'cell' : 'columnheader',
      row: Number(cell.closest('[role="row"]')?.getAttribute('aria-rowindex')),
      col: Number(cell.getAttribute('aria-colindex')),
    };
  });
}

async function gridInfo(page: Page): Promise<GridInfo> {
  return page.evaluate(() => {
    const grid = document.querySelector('[role="grid"], [role="treegrid"]')!;
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    const headers = grid.querySelector<HTMLElement>('.MuiDataGrid-columnHeaders')!;
    const row = grid.querySelector<HTMLElement>('[role="row"][aria-rowindex="2"]')!;
    return {
      lastRow: Number(grid.getAttribute('aria-rowcount')),
      lastCol: Number(grid.getAttribute('aria-colcount')),
      pageSize: Math.floor((scroller.clientHeight - headers.offsetHeight) / row.offsetHeight),
    };
  });
}

const cellAt = (page: Page, row: number, col: number) =>
  page.locator(`[role="row"][aria-rowindex="${row}"] [role="gridcell"][aria-colindex="${col}"]`);
const headerAt = (page: Page, col: number) => page.locator(`[role="columnheader"][aria-colindex="${col}"]`);
const selectedCount = async (page: Page) =>
  Number(/Selected rows: (\d+)/.exec(await page.getByTestId('keyboard-status').innerText())?.[1]);
const isSelected = (page: Page, row: number) =>
  page.locator(`[role="row"][aria-rowindex="${row}"]`).getAttribute('aria-selected');
const groupRow = (page: Page) => page.locator('[role="row"][aria-rowindex="2"]');

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[role="gridcell"]').first()).toBeVisible({ timeout: 60_000 });
}

async function focusCell(page: Page, row: number, col: number) {
  // A click on the checkbox column would toggle the checkbox: focus without clicking. A
  // checkbox cell hands its focus to its input, as it does from the keyboard.
  const target = cellAt(page, row, col);
  const input = target.locator('input');
  await ((await input.count()) ? input : target).focus();
  await expect.poll(() => focused(page)).toEqual({ role: 'cell', row, col });
}

async function focusHeader(page: Page, col: number) {
  await headerAt(page, col).focus();
  await expect.poll(() => focused(page)).toEqual({ role: 'columnheader', row: 1, col });
}

/** Where each "Focus on" phrase starts: the demo, and how the focus gets there. */
const STARTS: Record<string, { demo: string; go: (page: Page) => Promise<void> }> = {
  // Row 8 of 20, "Patient" (column 3): room to move a page up and down and to both sides.
  'A cell': { demo: NAVIGATION_DEMO, go: (page) => focusCell(page, 9, 3) },
  'A cell of the first row': { demo: NAVIGATION_DEMO, go: (page) => focusCell(page, 2, 3) },
  'A checkbox cell': { demo: NAVIGATION_DEMO, go: (page) => focusCell(page, 5, 1) },
  'A column header': { demo: NAVIGATION_DEMO, go: (page) => focusHeader(page, 3) },
  'The select-all header': { demo: NAVIGATION_DEMO, go: (page) => focusHeader(page, 1) },
  'The element before the grid': {
    demo: NAVIGATION_DEMO,
    go: async (page) => {
      await page.locator('main').evaluate((main) => {
        const before = document.createElement('button');
        before.textContent = 'Before the grid';
        main.prepend(before);
        before.focus();
      });
    },
  },
  'The element after the grid': {
    demo: NAVIGATION_DEMO,
    go: async (page) => {
      // The grid keeps the cell that the user focused (by click or key, not by a script's
      // focus()) as its tab stop: click it, then click a button after the grid.
      await cellAt(page, 4, 4).click();
      await expect.poll(() => focused(page)).toEqual({ role: 'cell', row: 4, col: 4 });
      await page.locator('main').evaluate((main) => {
        const after = document.createElement('button');
        after.textContent = 'After the grid';
        main.append(after);
      });
      await page.getByRole('button', { name: 'After the grid' }).click();
    },
  },
  'A column header of a Pro or Premium grid': {
    demo: GROUPING_DEMO,
    go: async (page) => {
      // Sort by "Vehicle" (column 2) first, so that there is a sort to add to; then "Mileage".
      await focusHeader(page, 2);
      await page.keyboard.press('Enter');
      await expect(headerAt(page, 2)).toHaveAttribute('aria-sort', 'ascending');
      await focusHeader(page, 4);
    },
  },
  'The grouping cell of a group row': { demo: GROUPING_DEMO, go: (page) => focusCell(page, 2, 1) },
};

type Check = (page: Page, from: Place, grid: GridInfo, press: () => Promise<void>) => Promise<void>;

const focusIs = (page: Page, place: Place) => expect.poll(() => focused(page)).toEqual(place);
const moveTo =
  (to: (from: Place, grid: GridInfo) => Place): Check =>
  async (page, from, grid, press) => {
    await press();
    await focusIs(page, to(from, grid));
  };
const cell = (row: number, col: number): Place => ({ role: 'cell', row, col });
const header = (col: number): Place => ({ role: 'columnheader', row: 1, col });
const FIRST_ROW = 2;

/** What each "Result" phrase means, as a check. */
const RESULTS: Record<string, Check> = {
  'Moves the focus to the next cell of the row': moveTo((f) => cell(f.row, f.col + 1)),
  'Moves the focus to the previous cell of the row': moveTo((f) => cell(f.row, f.col - 1)),
  'Moves the focus to the cell below': moveTo((f) => cell(f.row + 1, f.col)),
  'Moves the focus to the cell above': moveTo((f) => cell(f.row - 1, f.col)),
  'Moves the focus to the column header': moveTo((f) => header(f.col)),
  'Moves the focus to the first cell of the row': moveTo((f) => cell(f.row, 1)),
  'Moves the focus to the last cell of the row': moveTo((f, g) => cell(f.row, g.lastCol)),
  'Moves the focus to the first cell of the first row': moveTo(() => cell(FIRST_ROW, 1)),
  'Moves the focus to the last cell of the last row': moveTo((_, g) => cell(g.lastRow, g.lastCol)),
  // From a header, a page counts from the first row.
  'Moves the focus one page down, or to the last row': moveTo((f, g) =>
    cell(Math.min((f.role === 'columnheader' ? FIRST_ROW : f.row) + g.pageSize, g.lastRow), f.col),
  ),
  'Moves the focus one page up, or to the first row': moveTo((f, g) =>
    cell(Math.max(f.row - g.pageSize, FIRST_ROW), f.col),
  ),
  'Moves the focus to the next column header': moveTo((f) => header(f.col + 1)),
  'Moves the focus to the previous column header': moveTo((f) => header(f.col - 1)),
  'Moves the focus to the first cell of the column': moveTo((f) => cell(FIRST_ROW, f.col)),
  'Moves the focus to the first column header': moveTo(() => header(1)),
  'Moves the focus to the last column header': moveTo((_, g) => header(g.lastCol)),
  'Moves the focus out of the grid': moveTo(() => ({ role: 'outside', row: 0, col: 0 })),
  'Moves the focus back to the last focused cell': moveTo(() => cell(4, 4)),
  'Selects the row': async (page, from, _, press) => {
    expect(await isSelected(page, from.row)).toBe('false');
    await press();
    await expect.poll(() => isSelected(page, from.row)).toBe('true');
    expect(await selectedCount(page)).toBe(1);
  },
  'Moves the focus to the cell below and selects both rows': async (page, from, _, press) => {
    await press();
    await focusIs(page, cell(from.row + 1, from.col));
    await expect.poll(() => isSelected(page, from.row)).toBe('true');
    expect(await isSelected(page, from.row + 1)).toBe('true');
    expect(await selectedCount(page)).toBe(2);
  },
  'Moves the focus to the cell above and selects both rows': async (page, from, _, press) => {
    await press();
    await focusIs(page, cell(from.row - 1, from.col));
    await expect.poll(() => isSelected(page, from.row)).toBe('true');
    expect(await isSelected(page, from.row - 1)).toBe('true');
    expect(await selectedCount(page)).toBe(2);
  },
  'Selects every row': async (page, _, grid, press) => {
    await press();
    await expect.poll(() => selectedCount(page)).toBe(grid.lastRow - 1);
  },
  'Selects or deselects the row': async (page, from, _, press) => {
    await press();
    await expect.poll(() => isSelected(page, from.row)).toBe('true');
    await press();
    await expect.poll(() => isSelected(page, from.row)).toBe('false');
    await focusIs(page, from);
  },
  'Selects or deselects every row': async (page, _, grid, press) => {
    await press();
    await expect.poll(() => selectedCount(page)).toBe(grid.lastRow - 1);
    await press();
    await expect.poll(() => selectedCount(page)).toBe(0);
  },
  'Sorts by the column, then cycles to descending and unsorted': async (page, from, _, press) => {
    const sort = headerAt(page, from.col);
    await expect(sort).toHaveAttribute('aria-sort', 'none');
    for (const next of ['ascending', 'descending', 'none']) {
      await press();
      await expect(sort).toHaveAttribute('aria-sort', next);
    }
  },
  'Adds the column to the current sort': async (page, from, _, press) => {
    await press();
    await expect(headerAt(page, from.col)).toHaveAttribute('aria-sort', 'ascending');
    await expect(headerAt(page, 2)).toHaveAttribute('aria-sort', 'ascending');
  },
  'Opens the column menu': async (page, _, __, press) => {
    await expect(page.getByRole('menu')).toHaveCount(0);
    await press();
    await expect(page.getByRole('menu')).toBeVisible();
  },
  'Expands the group, or collapses it': async (page, from, _, press) => {
    await expect(groupRow(page)).toHaveAttribute('aria-expanded', 'false');
    await press();
    await expect(groupRow(page)).toHaveAttribute('aria-expanded', 'true');
    await press();
    await expect(groupRow(page)).toHaveAttribute('aria-expanded', 'false');
    await focusIs(page, from);
  },
  'Does nothing': async (page, from, _, press) => {
    const rowsBefore = await page.locator('[role="row"]').count();
    const expanded = await groupRow(page).getAttribute('aria-expanded');
    await press();
    await page.waitForTimeout(300);
    await expect(page.locator('[role="row"]')).toHaveCount(rowsBefore);
    await expect(groupRow(page)).toHaveAttribute('aria-expanded', expanded!);
    await focusIs(page, from);
  },
};

const rows = readKeyTables();

test('the accessibility page has keyboard tables in each section, and each row has a check', () => {
  const sections = new Set(rows.map((row) => row.section));
  for (const section of ['Tab sequence', 'Navigation', 'Selection', 'Sorting', 'Group and pivot']) {
    expect(sections, `a keyboard table under "### ${section}"`).toContain(section);
  }
  for (const row of rows) {
    expect(
      STARTS[row.focusOn],
      `${PAGE_FILE}:${row.line}: no setup for "Focus on: ${row.focusOn}"`,
    ).toBeDefined();
    expect(
      RESULTS[row.result],
      `${PAGE_FILE}:${row.line}: no check for "Result: ${row.result}"`,
    ).toBeDefined();
  }
});

for (const section of new Set(rows.map((row) => row.section))) {
  test(`keyboard table "${section}" matches the grid`, async ({ page }) => {
    test.setTimeout(60_000 + 30_000 * rows.length);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const row of rows.filter((r) => r.section === section)) {
      const start = STARTS[row.focusOn];
      const check = RESULTS[row.result];
      if (!start || !check) continue; // reported by the test above
      await test.step(`${row.keys} | ${row.focusOn} | ${row.result} (line ${row.line})`, async () => {
        await open(page, start.demo);
        const grid = await gridInfo(page);
        await start.go(page);
        const from = await focused(page);
        await check(page, from, grid, () => page.keyboard.press(toPlaywrightKeys(row.keys)));
      });
    }
  });
}
