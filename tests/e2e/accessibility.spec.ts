/**
 * Accessibility sweep: every page of /sitemap.xml plus the 404 page and a decoded production
 * error, in dark and light mode, against WCAG 2.0/2.1 A and AA (the check is in a11y.ts).
 * Serious and critical violations fail, listed per page; moderate ones are printed.
 *
 * One page (or a comma-separated list):
 *   A11Y_ONLY=/x/introduction/ BASE_URL=http://localhost:3100 npx playwright test accessibility
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  checkPage,
  COLOUR_RULES,
  formatFinding,
  markRepeatedColours,
  SAME_COLOURS,
  summarizeModerate,
  type Finding,
} from './a11y';

// Consecutive sitemap pages share a drawer state (see SHELL), so each batch takes a run of
// them; batches run in parallel, each reports all its failing pages, a retry re-runs one.
const BATCHES = 16;
const NOT_FOUND = '/this-page-does-not-exist/';
const EXTRA_PATHS = [NOT_FOUND, '/production-error/?code=4&args[]=x'];
// Outside app/(site): no theme and so no colour modes, by design (app/playground/page.tsx).
const UNTHEMED = new Set(['/playground/']);
// background.default in src/theme/tokens.ts: proof that a mode is really in force.
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(12, 17, 22)' };
// Mounted demos are left out: they load lazily and are the packages' own markup, checked
// upstream. The sweep checks the site's shell, prose and reference pages.
const EXCLUDE = ['.demo-stage'];
// Regions repeated from page to page. One whose markup, the current page's mark aside, was
// already checked in this batch and mode is skipped (same markup and stylesheets at the top of
// the page, same result); the current page's link is checked on every page. The drawer lists
// a whole API section on each of its pages: checking it is about a sixth of the sweep.
const SHELL = 'nav[aria-label="documentation"], header, footer';
const CURRENT = '[data-a11y-seen] [aria-current="page"]';
// Requests that cannot change what axe sees: route prefetches, analytics beacons, the fake ad
// network of the test build and analytics hosts. Blocked by Chromium itself, because
// page.route would turn off the HTTP cache that makes each batch's later pages fast.
const BLOCKED = [
  '*_rsc=*',
  '*/api/events/*',
  'http://127.0.0.1:4555/*',
  '*googletagmanager.com/*',
  '*google-analytics.com/*',
];

// The failure message lists every page's violations; tracing whole batches costs about a
// quarter of the sweep's time.
test.use({ trace: 'off' });

async function sweepPaths(request: APIRequestContext): Promise<string[]> {
  if (process.env.A11Y_ONLY) return process.env.A11Y_ONLY.split(',');
  const xml = await (await request.get('/sitemap.xml')).text();
  // The sitemap holds absolute URLs for the configured SITE_URL; only the paths matter here.
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
  expect(paths.length, 'pages in /sitemap.xml').toBeGreaterThan(0);
  return [...paths, ...EXTRA_PATHS];
}

/**
 * Switches the colour mode in place, through the site's own store: `mui-mode` in
 * localStorage and the storage event it listens to for another tab's choice (color-mode.ts).
 * The listener mounts at hydration, so the event is repeated until the class changes.
 */
async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (m) => {
    localStorage.setItem('mui-mode', m);
    const root = document.documentElement;
    for (let i = 0; i < 200 && !root.classList.contains(m); i++) {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: m }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Two frames: React re-renders what reads the mode before axe looks.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // MUI components fade their colours to the new mode (about 250 ms): axe must read the
    // settled colours, not a mix of both modes. A cancelled transition counts as done.
    const fades = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(fades.map((a) => a.finished.catch(() => undefined)));
  }, mode);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  if (background !== BACKGROUND[mode])
    throw new Error(`${mode} mode not in force: body background ${background}`);
}

/** Marks the shell regions whose markup is in `seen` and adds the others' to it. */
async function markSeenShell(page: Page, seen: Set<string>): Promise<void> {
  const fresh = await page.evaluate(
    ([selector, known]) => {
      const keys: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        el.removeAttribute('data-a11y-seen');
        const html = el.outerHTML.replaceAll(' aria-current="page"', '');
        // Two 32-bit string hashes and the length (crypto.subtle needs a secure origin).
        let a = 0x811c9dc5;
        let b = 0x9e3779b9;
        for (let i = 0; i < html.length; i++) {
          a = Math.imul(a ^ html.charCodeAt(i), 0x01000193);
          b = Math.imul(b ^ html.charCodeAt(i), 0x5bd1e995) ^ (b >>> 15);
        }
        const key = `${html.length}:${a >>> 0}:${b >>> 0}`;
        if (known.includes(key)) el.setAttribute('data-a11y-seen', '');
        else keys.push(key);
      }
      return keys;
    },
    [SHELL, [...seen]] as const,
  );
  fresh.forEach((key) => seen.add(key));
}

/** Per colour mode: the shell regions and the text looks already checked in this batch. */
type Seen = Record<'light' | 'dark', { shell: Set<string>; looks: Set<string> }>;

/**
 * Dark with every rule; then light with the colour rules only, as the markup is the same. The
 * colour rules skip text styled like text already checked on the page (markRepeatedColours).
 */
async function sweepPage(page: Page, path: string, seen: Seen) {
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  if (status !== 200 && !(path === NOT_FOUND && status === 404)) throw new Error(`HTTP ${status}`);
  if (UNTHEMED.has(path)) return checkPage(page, path, { exclude: EXCLUDE });
  const options = { exclude: [...EXCLUDE, '[data-a11y-seen]'], alsoInclude: [CURRENT] };
  const colours = { ...options, exclude: [...options.exclude, SAME_COLOURS], rules: COLOUR_RULES };
  await setMode(page, 'dark');
  await markSeenShell(page, seen.dark.shell);
  const structure = await checkPage(page, `${path} [dark]`, { ...options, skipRules: COLOUR_RULES });
  await markRepeatedColours(page, seen.dark.looks);
  const dark = await checkPage(page, `${path} [dark]`, colours);
  await setMode(page, 'light');
  await markSeenShell(page, seen.light.shell);
  await markRepeatedColours(page, seen.light.looks);
  const light = await checkPage(page, `${path} [light]`, colours);
  const results = [structure, dark, light];
  return { failing: results.flatMap((r) => r.failing), moderate: results.flatMap((r) => r.moderate) };
}

for (let batch = 0; batch < BATCHES; batch++) {
  test(`accessibility sweep, batch ${batch + 1} of ${BATCHES}`, async ({ page, request }) => {
    const all = await sweepPaths(request);
    const size = Math.ceil(all.length / BATCHES);
    const paths = all.slice(batch * size, (batch + 1) * size);
    test.skip(paths.length === 0, 'no page in this batch');
    test.setTimeout(30_000 + paths.length * 20_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'light'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: BLOCKED });

    const failures: string[] = [];
    const moderate: Finding[] = [];
    const seen: Seen = {
      light: { shell: new Set(), looks: new Set() },
      dark: { shell: new Set(), looks: new Set() },
    };
    for (const path of paths) {
      try {
        const result = await sweepPage(page, path, seen);
        failures.push(...result.failing.map(formatFinding));
        moderate.push(...result.moderate);
      } catch (error) {
        failures.push(`${path}: not checked: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    console.log(`${paths.length} pages; ${summarizeModerate(moderate)}`);
    expect(failures, 'serious or critical violations (page: rule: selectors)').toEqual([]);
  });
}
