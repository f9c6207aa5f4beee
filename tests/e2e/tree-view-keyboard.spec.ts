import { expect, test, type Page } from '@playwright/test';

/*
 * The keyboard map of /x/react-tree-view/accessibility/, row by row, against @mui/x-tree-view
 * 8.0.0-beta.3 running in the site. Each test names the table row it checks; it presses the
 * row's keys in a demo frame and reads the result from the DOM: the focused element, and the
 * aria-expanded / aria-selected / aria-disabled attributes of the tree items.
 *
 * Multi-select rows use the accessibility page's own demo (KeyboardSyllabus: RichTreeView with
 * multiSelect, "Week 2" expanded, "Week 4" disabled, a switch for disabledItemsFocusable).
 * Single-select rows use the quickstart's ControlledSelection demo (RichTreeView, single
 * selection, "Fiction" expanded, "Mystery" selected).
 */

const SYLLABUS = '/demo-frame/react-tree-view/accessibility/KeyboardSyllabus/';
const BOOKSHELF = '/demo-frame/react-tree-view/quickstart/ControlledSelection/';

const SYLLABUS_IDS = [
  'week-1',
  'tables-keys',
  'normal-forms',
  'week-2',
  'select-where',
  'joins',
  'aggregates',
  'week-3',
  'acid',
  'isolation',
  'week-4',
  'b-trees',
  'final-project',
];
const BOOKSHELF_IDS = [
  'fiction',
  'science-fiction',
  'mystery',
  'historical',
  'non-fiction',
  'biography',
  'popular-science',
  'poetry',
];

test.describe.configure({ timeout: 180_000 });

/** The tree's DOM id per page: each item's DOM id is `<tree id>-<item id>`. */
const treeIds = new WeakMap<Page, string>();

async function open(page: Page, url: string, firstItemId: string) {
  await page.goto(url);
  await expect(page.getByRole('tree')).toBeVisible({ timeout: 150_000 });
  const firstDomId = await page.locator('[role="treeitem"]').first().getAttribute('id');
  expect(firstDomId?.endsWith(`-${firstItemId}`)).toBe(true);
  treeIds.set(page, firstDomId!.slice(0, -firstItemId.length - 1));
}

function item(page: Page, id: string) {
  return page.locator(`[role="treeitem"][id="${treeIds.get(page)}-${id}"]`);
}

/** Item ids of the items whose `aria-selected` is "true", in tree order. */
async function selectedIds(page: Page, ids: string[]) {
  const domIds = await page
    .locator('[role="treeitem"][aria-selected="true"]')
    .evaluateAll((elements) => elements.map((element) => element.id));
  return ids.filter((id) => domIds.includes(`${treeIds.get(page)}-${id}`));
}

async function expectExpanded(page: Page, id: string, expanded: boolean) {
  await expect(item(page, id)).toHaveAttribute('aria-expanded', String(expanded));
}

async function focusOn(page: Page, id: string) {
  await item(page, id).focus();
  await expect(item(page, id)).toBeFocused();
}

test.describe('navigation (any selection mode)', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, SYLLABUS, 'week-1');
  });

  test('Tab: enters the tree on the first item when nothing is selected', async ({ page }) => {
    await page.getByRole('switch').focus();
    await page.keyboard.press('Tab');
    await expect(item(page, 'week-1')).toBeFocused();
    // Only one item is in the tab sequence.
    await expect(page.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  });

  test('Arrow Down / Arrow Up: next and previous visible item', async ({ page }) => {
    await focusOn(page, 'week-1');
    await page.keyboard.press('ArrowDown'); // week-1 is collapsed: its children are skipped
    await expect(item(page, 'week-2')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // week-2 is expanded: into its first child
    await expect(item(page, 'select-where')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'week-2')).toBeFocused();
    await focusOn(page, 'week-3');
    await page.keyboard.press('ArrowUp'); // the last visible descendant of the previous sibling
    await expect(item(page, 'aggregates')).toBeFocused();
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual([]);
  });

  test('Arrow Right: expands a collapsed item, then moves to its first child', async ({ page }) => {
    await focusOn(page, 'week-1');
    await page.keyboard.press('ArrowRight');
    await expectExpanded(page, 'week-1', true);
    await expect(item(page, 'week-1')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(item(page, 'tables-keys')).toBeFocused();
    await page.keyboard.press('ArrowRight'); // a leaf: nothing happens
    await expect(item(page, 'tables-keys')).toBeFocused();
  });

  test('Arrow Left: collapses an expanded item, else moves to the parent', async ({ page }) => {
    await focusOn(page, 'joins');
    await page.keyboard.press('ArrowLeft');
    await expect(item(page, 'week-2')).toBeFocused();
    await expectExpanded(page, 'week-2', true);
    await page.keyboard.press('ArrowLeft');
    await expectExpanded(page, 'week-2', false);
    await expect(item(page, 'week-2')).toBeFocused();
    await page.keyboard.press('ArrowLeft'); // a collapsed root item: nothing happens
    await expect(item(page, 'week-2')).toBeFocused();
  });

  test('Home / End: first and last visible item', async ({ page }) => {
    await focusOn(page, 'joins');
    await page.keyboard.press('End');
    await expect(item(page, 'final-project')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(page, 'week-1')).toBeFocused();
  });

  test('Enter on an item with children: toggles its expansion, selects nothing', async ({ page }) => {
    await focusOn(page, 'week-3');
    await page.keyboard.press('Enter');
    await expectExpanded(page, 'week-3', true);
    await page.keyboard.press('Enter');
    await expectExpanded(page, 'week-3', false);
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual([]);
  });

  test('*: expands every sibling of the focused item', async ({ page }) => {
    await focusOn(page, 'week-1');
    await page.keyboard.press('*');
    await expectExpanded(page, 'week-1', true);
    await expectExpanded(page, 'week-2', true);
    await expectExpanded(page, 'week-3', true);
    await expect(item(page, 'week-1')).toBeFocused();
  });

  test('a printable character: next visible item whose label starts with it', async ({ page }) => {
    await focusOn(page, 'week-1');
    await page.keyboard.press('w');
    await expect(item(page, 'week-2')).toBeFocused();
    await page.keyboard.press('s'); // case-insensitive: "SELECT and WHERE"
    await expect(item(page, 'select-where')).toBeFocused();
    await page.keyboard.press('f');
    await expect(item(page, 'final-project')).toBeFocused();
    await page.keyboard.press('w'); // wraps around to the top
    await expect(item(page, 'week-1')).toBeFocused();
    await page.keyboard.press('t'); // "Tables and keys" is hidden in collapsed week-1
    await expect(item(page, 'week-1')).toBeFocused();
    await page.keyboard.press('Shift+J'); // with Shift, no type-ahead
    await expect(item(page, 'week-1')).toBeFocused();
  });

  test('Alt with any key: ignored by the tree', async ({ page }) => {
    await focusOn(page, 'week-1');
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('Alt+ArrowRight');
    await expect(item(page, 'week-1')).toBeFocused();
    await expectExpanded(page, 'week-1', false);
  });
});

test.describe('disabled items', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, SYLLABUS, 'week-1');
  });

  test('not focusable (default): skipped by arrows, End and type-ahead', async ({ page }) => {
    await expect(item(page, 'week-4')).toHaveAttribute('aria-disabled', 'true');
    await expect(item(page, 'week-4')).not.toHaveAttribute('aria-selected');
    await focusOn(page, 'week-3');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'final-project')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'week-3')).toBeFocused();
    await page.keyboard.press('w'); // wraps past week-4 to week-1
    await expect(item(page, 'week-1')).toBeFocused();
  });

  test('focusable (disabledItemsFocusable): reachable, but not expanded or selected', async ({ page }) => {
    await page.getByRole('switch').check();
    await focusOn(page, 'week-3');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'week-4')).toBeFocused();
    for (const key of ['ArrowRight', 'Enter', ' ']) {
      await page.keyboard.press(key);
      await expect(item(page, 'week-4')).toBeFocused();
      await expectExpanded(page, 'week-4', false);
    }
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual([]);
    await page.keyboard.press('w');
    await expect(item(page, 'week-1')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, 'final-project')).toBeFocused();
  });

  test('* also expands a disabled sibling', async ({ page }) => {
    await focusOn(page, 'week-1');
    await page.keyboard.press('*');
    await expectExpanded(page, 'week-4', true);
  });
});

test.describe('single-select tree', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, BOOKSHELF, 'fiction');
  });

  test('the tree is not multi-selectable; unselected items have aria-selected="false"', async ({ page }) => {
    await expect(page.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'false');
    await expect(item(page, 'poetry')).toHaveAttribute('aria-selected', 'false');
  });

  test('Tab: enters the tree on the selected item', async ({ page }) => {
    await page.keyboard.press('Tab');
    await expect(item(page, 'mystery')).toBeFocused();
  });

  test('arrows move the focus without changing the selection', async ({ page }) => {
    await focusOn(page, 'mystery');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(item(page, 'non-fiction')).toBeFocused();
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual(['mystery']);
  });

  test('Space: selects the focused item, or deselects it when selected', async ({ page }) => {
    await focusOn(page, 'historical');
    await page.keyboard.press(' ');
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual(['historical']);
    await page.keyboard.press(' ');
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual([]);
  });

  test('Shift+Space: the same as Space (no ranges in a single-select tree)', async ({ page }) => {
    await focusOn(page, 'poetry');
    await page.keyboard.press('Shift+ ');
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual(['poetry']);
    await page.keyboard.press('Shift+ ');
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual([]);
  });

  test('Enter on an item without children: selects it, never deselects', async ({ page }) => {
    await focusOn(page, 'poetry');
    await page.keyboard.press('Enter');
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual(['poetry']);
    await page.keyboard.press('Enter');
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual(['poetry']);
  });

  test('Ctrl+A, Ctrl+Shift+Home, Ctrl+Shift+End: no selection change', async ({ page }) => {
    await focusOn(page, 'fiction');
    await page.keyboard.press('Control+a');
    await expect(item(page, 'fiction')).toBeFocused();
    await page.keyboard.press('Control+Shift+End'); // moves the focus like End
    await expect(item(page, 'poetry')).toBeFocused();
    await page.keyboard.press('Control+Shift+Home'); // and like Home
    await expect(item(page, 'fiction')).toBeFocused();
    expect(await selectedIds(page, BOOKSHELF_IDS)).toEqual(['mystery']);
  });
});

test.describe('multi-select tree', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, SYLLABUS, 'week-1');
  });

  test('the tree is multi-selectable', async ({ page }) => {
    await expect(page.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
    await expect(page.getByRole('tree')).toHaveAttribute('aria-label', 'Lessons to download');
    // Children sit in a role="group" inside their parent item; leaves have no aria-expanded.
    await expect(item(page, 'week-2').locator('> ul[role="group"]')).toHaveCount(1);
    await expect(item(page, 'week-2').locator('> ul[role="group"]').locator('[role="treeitem"]')).toHaveCount(
      3,
    );
    await expect(item(page, 'joins')).not.toHaveAttribute('aria-expanded');
    await expect(item(page, 'joins')).not.toHaveAttribute('aria-disabled');
    await expect(item(page, 'joins')).toHaveAttribute('aria-selected', 'false');
  });

  test('Space: toggles the focused item and keeps the others', async ({ page }) => {
    await focusOn(page, 'joins');
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['joins', 'aggregates']);
    await page.keyboard.press(' ');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['joins']);
  });

  test('Enter on an item without children: toggles it', async ({ page }) => {
    await focusOn(page, 'final-project');
    await page.keyboard.press('Enter');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['final-project']);
    await page.keyboard.press('Enter');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual([]);
  });

  test('Shift+Arrow Down / Up: extends the selection, and shrinks it on the way back', async ({ page }) => {
    await focusOn(page, 'week-2');
    await page.keyboard.press(' ');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(item(page, 'joins')).toBeFocused();
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['week-2', 'select-where', 'joins']);
    await page.keyboard.press('Shift+ArrowUp');
    await expect(item(page, 'select-where')).toBeFocused();
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['week-2', 'select-where']);
  });

  test('Shift+Arrow Down from an unselected item: only the item reached is added', async ({ page }) => {
    await focusOn(page, 'select-where');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['joins']);
  });

  test('Shift+Space: selects the range from the last selected item to the focused one', async ({ page }) => {
    await focusOn(page, 'select-where');
    await page.keyboard.press(' ');
    await focusOn(page, 'week-3');
    await page.keyboard.press('Shift+ ');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['select-where', 'joins', 'aggregates', 'week-3']);
    // A second range replaces the first one.
    await focusOn(page, 'week-1');
    await page.keyboard.press('Shift+ ');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['week-1', 'week-2', 'select-where']);
  });

  test('Ctrl+Shift+Home / Ctrl+Shift+End: select up to the first or last item', async ({ page }) => {
    await focusOn(page, 'joins');
    await page.keyboard.press('Control+Shift+Home');
    await expect(item(page, 'joins')).toBeFocused();
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['week-1', 'week-2', 'select-where', 'joins']);
    await focusOn(page, 'week-3');
    await page.keyboard.press('Control+Shift+End');
    await expect(item(page, 'week-3')).toBeFocused();
    // Disabled week-4 is left out; the range replaced the previous one.
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual(['week-3', 'final-project']);
  });

  test('Ctrl+A: selects every visible item that is not disabled, and only those', async ({ page }) => {
    // Select a lesson, then hide it by collapsing its week.
    await focusOn(page, 'week-1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(item(page, 'tables-keys')).toBeFocused();
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectExpanded(page, 'week-1', false);
    await expect(page.getByText('Selected (1): Tables and keys')).toBeVisible();
    await page.keyboard.press('Control+a');
    await expect(page.getByText(/^Selected \(7\):/)).toBeVisible();
    await expect(page.getByText(/^Selected \(/)).not.toContainText('Tables and keys');
    expect(await selectedIds(page, SYLLABUS_IDS)).toEqual([
      'week-1',
      'week-2',
      'select-where',
      'joins',
      'aggregates',
      'week-3',
      'final-project',
    ]);
  });

  test('Ctrl+A with disabledItemsFocusable: the focusable disabled item is selected too', async ({
    page,
  }) => {
    await page.getByRole('switch').check();
    await focusOn(page, 'week-1');
    await page.keyboard.press('Control+a');
    expect(await selectedIds(page, SYLLABUS_IDS)).toContain('week-4');
  });
});
