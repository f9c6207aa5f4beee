import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// A save checked by the demo data API (PATCH of a row, src/demo-data/change.ts), from another
// origin as an exported sandbox sends it. Chromium's local network rules, which refuse a page's
// fetch to a loopback address before CORS is even asked, are off for this file: in production
// neither the site nor a sandbox is on loopback. (Worker-wide option: hence a file of its own.)
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('checks a change to a row across origins, as a sandbox would, and stores nothing', async ({
  page,
  baseURL,
}) => {
  // A blank page at another origin of this machine (the other loopback name), as a sandbox's
  // preview is elsewhere: the browser preflights the PATCH (JSON body) and applies CORS for real.
  const site = new URL(baseURL!);
  const host = site.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const sandbox = `${site.protocol}//${host}:${site.port}/sandbox-preview`;
  await page.route(sandbox, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sandbox</title>' }),
  );
  await page.goto(sandbox);
  const results = await page.evaluate(async (api) => {
    const save = async (body: unknown) => {
      const response = await fetch(`${api}/api/demo-data/employees/12/`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const before = await (await fetch(`${api}/api/demo-data/employees/12/`)).json();
    const saved = await save({ salary: 61000 });
    const refused = await save({ salary: 5 });
    const after = await (await fetch(`${api}/api/demo-data/employees/12/`)).json();
    // The rest of the site stays closed to other origins.
    const page = await fetch(`${api}/x/introduction/`).then(
      () => 'read',
      () => 'refused',
    );
    return { before, saved, refused, after, page };
  }, site.origin);
  expect(results.saved.status).toBe(200);
  expect(results.saved.body).toEqual({ row: { ...results.before.row, salary: 61000 }, stored: false });
  expect(results.refused.status).toBe(422);
  expect(results.refused.body.fieldErrors).toEqual({ salary: 'must be from 20000 to 400000 EUR' });
  expect(results.after).toEqual(results.before);
  expect(results.page).toBe('refused');
});
