/**
 * The JavaScript a browser downloads to show each demo alone: loads `/demo-frame/<id>/` in headless
 * Chromium (Debian's, never a downloaded one) and sums the gzipped size of every `/_next/static/**.js`
 * response of the server's own origin. Used by scripts/bench.ts.
 *
 * The baseline is the frame without demo code: the scripts the frame's HTML references itself
 * (React, Next, the theme and the frame's runtime table, the same for every demo). Everything fetched
 * after that (the demo's module, its packages, chunks they import) is the demo's increment.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/e2e/chromium';

export interface DemoEntry {
  id: string;
  name: string;
  /** The guide page, without its trailing slash, as in generated/demo-index.json. */
  page: string;
}

export interface DemoMeasurement {
  id: string;
  name: string;
  page: string;
  jsGzipBytes: number;
  jsFiles: number;
  demoGzipBytes: number;
  baselineGzipBytes: number;
  baselineFiles: number;
}

/** The script URLs of an HTML document, without noModule ones that modern browsers skip. */
export function referencedScripts(html: string, base: string): Set<string> {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (/\bnoModule\b/i.test(tag)) continue;
    if (tag.startsWith('<link') && !/\bas="script"|rel="modulepreload"/.test(tag)) continue;
    const url = /\s(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if (url) urls.add(new URL(url.replace(/&amp;/g, '&'), base).href);
  }
  return urls;
}

/**
 * Gzipped sizes by URL, shared across demos: most chunks are common. The files are fetched again
 * from Node rather than read from the browser's responses, whose bodies go away with the page.
 */
const gzipped = new Map<string, Promise<number>>();
export function gzippedSize(url: string): Promise<number> {
  let size = gzipped.get(url);
  if (!size) {
    size = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer())).length;
    });
    gzipped.set(url, size);
  }
  return size;
}

/** What Chromium sends in Accept-Encoding, over HTTPS and to localhost. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The bytes a server sends for `url` to a browser (its body as encoded, whatever the coding):
 * the transfer a reader pays, where gzippedSize is the same measure for every server.
 */
const sent = new Map<string, Promise<number>>();
export function sentSize(url: string): Promise<number> {
  let size = sent.get(url);
  if (!size) {
    size = new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${url} answered ${res.statusCode}`));
          return;
        }
        let total = 0;
        res.on('data', (chunk: Buffer) => (total += chunk.length));
        res.on('end', () => resolve(total));
      });
      req.on('error', reject);
      req.end();
    });
    sent.set(url, size);
  }
  return size;
}

/** Null when the server has no frame for the demo (a build older than the demo index). */
async function measureOne(browser: Browser, base: string, demo: DemoEntry): Promise<DemoMeasurement | null> {
  // A fresh context has an empty cache; the service worker would fetch files the demo does not need.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const origin = new URL(base).origin;
  const frameUrl = `${base}/demo-frame/${demo.id}/`;
  const loaded = new Set<string>();
  const errors: string[] = [];
  let pending = 0;
  let lastActivity = Date.now();
  const settle = () => {
    pending = Math.max(0, pending - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    pending += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.startsWith('/_next/static/') || !url.pathname.endsWith('.js'))
      return;
    if (response.status() === 200) loaded.add(url.href);
  });
  try {
    const response = await page.goto(frameUrl, { waitUntil: 'load', timeout: 60_000 });
    if (response?.status() === 404) return null;
    if (!response?.ok()) throw new Error(`${frameUrl} answered ${response?.status()}`);
    const baseline = referencedScripts(await response.text(), frameUrl);
    // The demo is in the prerendered HTML, so its code arrives during hydration, after `load` and
    // sometimes after a pause that Playwright's `networkidle` (500 ms) misses: wait for 2 s of quiet.
    await page.waitForFunction(
      () => (document.querySelector('main')?.childElementCount ?? 0) > 1,
      undefined,
      {
        timeout: 60_000,
      },
    );
    const deadline = Date.now() + 60_000;
    while (pending > 0 || Date.now() - lastActivity < 2_000) {
      if (Date.now() > deadline) throw new Error(`${frameUrl} kept loading for a minute`);
      await page.waitForTimeout(100);
    }
    // The frame's own crash notices (data-demo-crash), not any alert: a demo may show an Alert.
    const crash = await page.locator('main [data-demo-crash]').allTextContents();
    if (crash.length || errors.length)
      throw new Error(`${frameUrl} did not render: ${[...crash, ...errors].join('; ')}`);
    const sizes = new Map<string, number>();
    for (const url of [...loaded]) sizes.set(url, await gzippedSize(url));
    const sum = (urls: string[]) => urls.reduce((total, url) => total + sizes.get(url)!, 0);
    const all = [...sizes.keys()];
    const frame = all.filter((url) => baseline.has(url));
    return {
      id: demo.id,
      name: demo.name,
      page: `${demo.page.replace(/\/$/, '')}/`,
      jsGzipBytes: sum(all),
      jsFiles: all.length,
      demoGzipBytes: sum(all.filter((url) => !baseline.has(url))),
      baselineGzipBytes: sum(frame),
      baselineFiles: frame.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures every demo against a running server (`base` without a trailing slash), a few at a time.
 * A demo the server does not have fails the run, unless `skipMissing` (measuring an older build).
 */
export async function measureDemos(
  base: string,
  demos: readonly DemoEntry[],
  { concurrency = 4, skipMissing = false, log = (line: string) => console.log(line) } = {},
): Promise<{ measured: DemoMeasurement[]; missing: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: (DemoMeasurement | null)[] = new Array(demos.length);
  let next = 0;
  try {
    const worker = async () => {
      while (next < demos.length) {
        const index = next++;
        const demo = demos[index]!;
        results[index] = await measureOne(browser, base, demo);
        if (!results[index] && !skipMissing) throw new Error(`${base}/demo-frame/${demo.id}/ was not found`);
        log(
          `  ${String(index + 1).padStart(3)}/${demos.length} ${demo.id}${results[index] ? '' : ' (not in this build)'}`,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, demos.length) }, worker));
  } finally {
    await browser.close();
  }
  return {
    measured: results.filter((r): r is DemoMeasurement => r !== null),
    missing: demos.filter((_, i) => !results[i]).map((d) => d.id),
  };
}

/** The baseline most demos share (all of them, normally: one route, one set of scripts). */
export function commonBaseline(measurements: readonly DemoMeasurement[]): {
  baselineGzipBytes: number;
  baselineFiles: number;
} {
  const counts = new Map<string, number>();
  for (const m of measurements) {
    const key = `${m.baselineGzipBytes}/${m.baselineFiles}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['0/0'];
  const [baselineGzipBytes, baselineFiles] = key.split('/').map(Number) as [number, number];
  return { baselineGzipBytes, baselineFiles };
}
