import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkPage, formatFinding } from './a11y';

/*
 * The reader's demo setup (src/demo/setup/): the date library, locale and time zone of every
 * Pickers demo and the density of every grid demo, chosen once in a demo's toolbar.
 */

// The browser's own zone, so that Tokyo time differs from it and from UTC.
test.use({ timezoneId: 'America/New_York' });

const DATE_PICKER = '/x/react-date-pickers/date-picker/';
const DATE_TIME_PICKER = '/x/react-date-pickers/date-time-picker/';
const SORTING = '/x/react-data-grid/sorting/';

const demo = (page: Page, id: string) => page.locator(`section[data-demo="${id}"]`);

/** Opens a demo's setup panel from its toolbar and returns the panel. */
async function openSetup(section: Locator): Promise<Locator> {
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: /^Demo setup:/ }).click();
  const panel = section.getByRole('dialog', { name: /^Demo setup for/ });
  await expect(panel).toBeVisible();
  return panel;
}

async function setupCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'demoSetup');
}

test('a Pickers demo follows the chosen adapter, locale and time zone, on every page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const setupRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/demo-code/') && setupRequests.push(r.url()));
  await page.goto(DATE_PICKER);
  const calendar = demo(page, 'react-date-pickers/date-picker/StaticCalendarPicker');
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar.getByText('October 2025')).toBeVisible();
  // The default setup asks the server for nothing.
  expect(setupRequests).toEqual([]);

  const panel = await openSetup(calendar);
  await panel.getByLabel('Date library').selectOption('luxon');
  await panel.getByLabel('Locale').selectOption('fr');
  await panel.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();

  // Luxon runs the demo now, in French.
  await expect(calendar.getByText('octobre 2025')).toBeVisible();
  await expect(calendar.getByRole('button', { name: /^Demo setup:/ })).toHaveText('Luxon · fr · Asia/Tokyo');
  // Every demo of the page follows, not only the one whose panel was used.
  await expect(
    demo(page, 'react-date-pickers/date-picker/BasicDatePicker').getByRole('button', {
      name: /^Demo setup:/,
    }),
  ).toHaveText('Luxon · fr · Asia/Tokyo');

  await calendar.getByRole('button', { name: 'Copy the source' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('AdapterLuxon');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';");
  expect(copied).toContain('adapterLocale="fr"');
  expect(copied).toContain('timezone="Asia/Tokyo"');
  expect(copied).not.toContain('dayjs');

  // The collapsed preview is the setup's code too.
  await expect(calendar.locator('.demo-code-preview')).toContainText('AdapterLuxon');

  const cookie = (await setupCookie(page))!;
  expect(decodeURIComponent(cookie.value)).toBe('luxon|fr|Asia/Tokyo|standard');
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);

  // Another page, another demo: a fixed departure, shown in Tokyo time by the demo's Luxon
  // translation (src/demo/setup/translate/), still in French.
  await page.goto(DATE_TIME_PICKER);
  const departure = demo(page, 'react-date-pickers/date-time-picker/ControlledDateTimePicker');
  await departure.scrollIntoViewIfNeeded();
  // The demo's value is `dayjs('2025-06-03T07:45')`: 07:45 in the browser's zone.
  const instant = await page.evaluate(() => new Date('2025-06-03T07:45').getTime());
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const tokyo = `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
  expect(tokyo).toBe('03/06/2025 20:45');
  await expect(departure.locator('input').first()).toHaveValue(tokyo);
  await expect(departure.locator('[data-demo-setup-note]')).toHaveCount(0);

  await departure.getByRole('button', { name: 'Copy the source' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('timezone="Asia/Tokyo"');
  const luxonCode = await page.evaluate(() => navigator.clipboard.readText());
  expect(luxonCode).toContain("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';");
  expect(luxonCode).toContain("DateTime.fromISO('2025-06-03T07:45')");
  expect(luxonCode).toContain('adapterLocale="fr"');
  expect(luxonCode).not.toContain('dayjs');

  // A demo the translator refuses for Luxon (WeekPicker uses Day.js weeks, which start on
  // Sunday; Luxon's start on Monday) runs with Day.js, in French and in Tokyo time, and says why.
  await page.goto('/x/react-date-pickers/date-calendar/');
  const week = demo(page, 'react-date-pickers/date-calendar/WeekPicker');
  await week.scrollIntoViewIfNeeded();
  await expect(week.locator('[data-demo-setup-note]')).toContainText('runs with Day.js');
  await week.getByRole('button', { name: 'Copy the source' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain("import 'dayjs/locale/fr';");
  const dayjsCode = await page.evaluate(() => navigator.clipboard.readText());
  expect(dayjsCode).toContain('dayjs.extend(timezonePlugin);');
  expect(dayjsCode).toContain('timezone="Asia/Tokyo"');
  expect(dayjsCode).toContain('adapterLocale="fr"');

  // Coming back to the page keeps it.
  await page.goto(DATE_TIME_PICKER);
  await departure.scrollIntoViewIfNeeded();
  await expect(departure.locator('input').first()).toHaveValue(tokyo);
});

test('with a stored setup, one press of the setup button opens the panel', async ({
  page,
  context,
  baseURL,
}) => {
  // The panel's module is already loaded for a stored setup, so the first press both names the
  // popover on the button and opens it: the browser's own toggle must not close it again.
  await context.addCookies([
    { name: 'demoSetup', value: encodeURIComponent('luxon|fr||standard'), url: baseURL! },
  ]);
  await page.goto(DATE_PICKER);
  const calendar = demo(page, 'react-date-pickers/date-picker/StaticCalendarPicker');
  await calendar.scrollIntoViewIfNeeded();
  const button = calendar.getByRole('button', { name: /^Demo setup:/ });
  await expect(button).toHaveText('Luxon · fr');
  await button.click();
  await expect(calendar.getByRole('dialog', { name: /^Demo setup for/ })).toBeVisible();
  await expect(calendar.getByRole('dialog').getByLabel('Date library')).toHaveValue('luxon');
});

test('the panel opens from the keyboard and gives focus back on Escape', async ({ page }) => {
  await page.goto(DATE_PICKER);
  const section = demo(page, 'react-date-pickers/date-picker/BasicDatePicker');
  const button = section.getByRole('button', { name: /^Demo setup:/ });
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = section.getByRole('dialog', { name: /^Demo setup for/ });
  await expect(panel.getByLabel('Locale')).toBeVisible();
  await panel.getByLabel('Locale').focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open panel passes axe in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await page.goto(DATE_PICKER);
    const section = demo(page, 'react-date-pickers/date-picker/BasicDatePicker');
    const panel = await openSetup(section);
    await panel.getByLabel('Date library').selectOption('date-fns');
    await expect(panel.getByLabel('Time zone')).toBeDisabled();
    // The panel only: the demos are the packages' own markup (the page sweep leaves them out).
    const { failing } = await checkPage(page, DATE_PICKER, {
      exclude: ['html'],
      alsoInclude: ['.demo-setup-panel'],
    });
    expect(failing.map(formatFinding)).toEqual([]);
  });
}

test('a grid demo follows the chosen density, and its code says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(SORTING);
  const grid = demo(page, 'react-data-grid/sorting/BasicSorting');
  await grid.scrollIntoViewIfNeeded();
  const row = grid.locator('.MuiDataGrid-row').first();
  await expect(row).toBeVisible();
  const stage = grid.locator('.demo-stage');
  const stageHeight = (await stage.boundingBox())!.height;
  expect((await row.boundingBox())!.height).toBeGreaterThan(45);

  const panel = await openSetup(grid);
  await expect(panel.getByLabel('Date library')).toHaveCount(0);
  await panel.getByLabel('Density').selectOption('compact');
  await page.keyboard.press('Escape');

  await expect(grid.getByRole('button', { name: /^Demo setup:/ })).toHaveText('Density: compact');
  await expect
    .poll(async () => (await grid.locator('.MuiDataGrid-row').first().boundingBox())?.height)
    .toBeLessThan(40);
  // The demo keeps the height reserved for it.
  expect((await stage.boundingBox())!.height).toBe(stageHeight);

  await grid.getByRole('button', { name: 'Copy the source' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/density="compact"/);
  // Pickers demos are not affected by the density.
  expect(decodeURIComponent((await setupCookie(page))!.value)).toBe('dayjs|en-US||compact');
});

test('the setup code API refuses a malformed setup with its reason', async ({ request }) => {
  const id = 'react-date-pickers/date-picker/StaticCalendarPicker';
  const bad = await request.get(
    `/api/demo-code/${id}/?setup=${encodeURIComponent('dayjs|fr|Mars/Base|standard')}`,
  );
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toContain('unknown time zone "Mars/Base"');
  const missing = await request.get(
    `/api/demo-code/react-date-pickers/date-picker/Nothing/?setup=dayjs|fr||standard`,
  );
  expect(missing.status()).toBe(404);
  const good = await request.get(
    `/api/demo-code/${id}/?setup=${encodeURIComponent('moment|de|Europe/Paris|standard')}`,
  );
  expect(good.status()).toBe(200);
  expect((await good.json()).ts.code).toContain('adapterLocale="de"');
});
