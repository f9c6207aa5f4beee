import { expect, test, type Page } from '@playwright/test';

// The Content-Security-Policy (src/security/headers.ts) must not block what the site does:
// each test records every violation the page reports and expects none. The ads, search,
// playground and every-demo tests exercise the same policy without watching for it.

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return async () => [
    ...consoleReports.splice(0),
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('a guide page: demos load, live editing compiles, search runs, sandbox export posts', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  // The sandbox services are not reachable from the test machine: answer their form posts here.
  const posted: string[] = [];
  await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, (route) => {
    posted.push(new URL(route.request().url()).host);
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'sandbox' });
  });
  await page.goto('/x/react-data-grid/sorting/');
  const demo = page.locator('section.demo').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-state="loaded"]')).toHaveCount(1);
  await expect(demo.getByRole('grid')).toBeVisible({ timeout: 20_000 });

  await demo.getByRole('button', { name: 'Edit the code live' }).click();
  const editor = demo.getByRole('textbox', { name: /^Edit / });
  await expect(editor).toBeVisible({ timeout: 10_000 });
  await editor.fill(
    `import * as React from 'react';\nexport default function Edited() { return <p data-testid="csp-edited">Compiled here</p>; }\n`,
  );
  await expect(demo.getByTestId('csp-edited')).toHaveText('Compiled here', { timeout: 10_000 });

  for (const service of ['CodeSandbox', 'StackBlitz']) {
    const opened = context.waitForEvent('page');
    await demo.getByRole('button', { name: `Open in ${service}` }).click();
    await (await opened).close();
  }
  expect(posted.sort()).toEqual(['codesandbox.io', 'stackblitz.com']);

  await page.keyboard.press('Control+K');
  const search = page.getByRole('dialog');
  await search.getByRole('combobox').fill('sorting');
  await expect(search.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  expect(await violations()).toEqual([]);
});

test('the playground compiles code under its own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/playground/');
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Clicked 0 times' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await violations()).toEqual([]);
});

test('pages that frame demos, the home page and an API page report nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const found: string[] = [];
  for (const path of ['/', '/templates/', '/x/api/data-grid/data-grid/', '/blog/']) {
    await page.goto(path);
    // Not 'networkidle': the ad slot and lazy demos keep the network busy on a loaded machine.
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(2000);
    found.push(...(await violations()).map((v) => `${path}: ${v}`));
  }
  expect(found).toEqual([]);
});
