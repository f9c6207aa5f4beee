import { expect, test } from '@playwright/test';

// The test build points the ad network at tests/e2e/fake-ad-network.mjs (127.0.0.1:4555),
// which answers according to the user agent: see that file.
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PAGE = '/x/introduction/installation/';
const slot = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Advertisement' });

test.describe('blocked network', () => {
  test.use({ userAgent: CHROME });

  test('after more than 6 polls without the network, an in-house ad shows in the reserved space', async ({
    page,
  }) => {
    // Math.random 0.5: an in-house ad, not the ad-blocking message (one time in five).
    await page.addInitScript(() => (Math.random = () => 0.5));
    await page.goto(PAGE);
    const ad = slot(page);
    const before = await ad.boundingBox();
    expect(before!.height).toBeGreaterThanOrEqual(126);
    const started = Date.now();
    await expect(ad.locator('[data-ad-inhouse]')).toBeVisible({ timeout: 10_000 });
    // 7 polls of 500 ms: the network is given 3.5 s before it counts as blocked.
    expect(Date.now() - started).toBeGreaterThan(2500);
    await expect(ad.getByRole('link')).toHaveAttribute('href', /^\/x\//);
    expect((await ad.boundingBox())!.height).toBe(before!.height);
  });

  test('one second after load, the reserved space shows the shape of an ad, not an empty band', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    const ad = slot(page);
    await expect(ad.locator('[data-ad-state="pending"]')).toHaveCount(1);
    const placeholder = ad.locator('[data-ad-placeholder]');
    await expect(placeholder).toBeVisible();
    expect((await placeholder.boundingBox())!.height).toBeGreaterThanOrEqual(120);
  });

  test('a network script that cannot load (an ad blocker) shows the in-house ad at once', async ({
    page,
  }) => {
    await page.addInitScript(() => (Math.random = () => 0.5));
    await page.route('http://127.0.0.1:4555/ad.js', (route) => route.abort('blockedbyclient'));
    await page.goto(PAGE);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    await expect(slot(page).locator('[data-ad-inhouse]')).toBeVisible({ timeout: 1 });
    await expect(slot(page).locator('[data-ad-placeholder]')).toHaveCount(0);
  });

  test('a click on the ad is reported with its kind and label', async ({ page }) => {
    await page.addInitScript(() => (Math.random = () => 0.5));
    await page.route('http://127.0.0.1:4555/ad.js', (route) => route.abort('blockedbyclient'));
    await page.goto(PAGE);
    const ad = slot(page).locator('[data-ad-inhouse]');
    await expect(ad).toBeVisible();
    const label = await ad.getAttribute('data-ad-label');
    expect(label).toMatch(/^in-house-/);
    const reported = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/events/') &&
        (r.postData() ?? '').includes('"ad_click"') &&
        (r.postData() ?? '').includes(`"label":"${label}"`),
    );
    await ad.click();
    expect(JSON.parse((await reported).postData()!)).toEqual(
      expect.objectContaining({
        events: expect.arrayContaining([
          expect.objectContaining({ name: 'ad_click', adKind: 'inhouse', label }),
        ]),
      }),
    );
  });

  test('one time in five, the reader is asked to allow ads instead', async ({ page }) => {
    await page.addInitScript(() => (Math.random = () => 0.1));
    await page.goto(PAGE);
    await expect(slot(page).locator('[data-ad-message]')).toContainText('please consider allowing them');
  });
});

test.describe('network answers (JSON)', () => {
  test.use({ userAgent: `${CHROME} adtest-network` });

  test('shows the first ad that has a statlink, with its impression pixels', async ({ page }) => {
    const pixels: string[] = [];
    page.on('request', (r) => {
      if (/\/(imp|pixel)\.gif/.test(r.url())) pixels.push(r.url());
    });
    await page.goto(PAGE);
    const ad = slot(page).locator('[data-ad-network]');
    await expect(ad).toContainText('Fake Network Co');
    await expect(ad).toHaveAttribute('href', 'http://127.0.0.1:4555/click');
    await expect(slot(page).locator('[data-ad-state="network"]')).toHaveCount(1);
    await expect
      .poll(() => pixels.sort())
      .toEqual(['http://127.0.0.1:4555/imp.gif', 'http://127.0.0.1:4555/pixel.gif?t=1234']);
  });
});

test.describe('network answers (script)', () => {
  test.use({ userAgent: `${CHROME} adtest-network-script` });

  test('the network script’s element is found by polling', async ({ page }) => {
    await page.goto(PAGE);
    await expect(slot(page).locator('#carbonads')).toHaveText('Script network ad');
    await expect(slot(page).locator('[data-ad-state="network"]')).toHaveCount(1);
  });
});

test.describe('bots', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('a bot sees no ad at all', async ({ page }) => {
    let asked = false;
    page.on('request', (r) => {
      if (r.url().startsWith('http://127.0.0.1:4555/')) asked = true;
    });
    await page.goto(PAGE);
    await page.waitForTimeout(4000);
    await expect(slot(page)).toBeEmpty();
    expect(asked).toBe(false);
  });
});

test.describe('crash', () => {
  test.use({ userAgent: `${CHROME} adtest-crash` });

  test('a crash inside the ad is contained, reported and renders nothing', async ({ page }) => {
    const reported = page.waitForRequest(
      (r) => r.url().endsWith('/api/events/') && (r.postData() ?? '').includes('"ad_crash"'),
    );
    await page.goto(PAGE);
    await reported;
    await expect(slot(page)).toBeEmpty();
    // The rest of the page lives on.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
