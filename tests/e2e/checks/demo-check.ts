import type { Page } from '@playwright/test';

/**
 * The every-demo check, shared by the sweep (every-demo.spec.ts) and its self-test
 * (demo-check.spec.ts): mounts each demo of a page as a reader would (scrolled into view) and
 * reports, naming the demo and its page, every demo that crashes, shows nothing, logs a console
 * error or warning, throws, overflows its frame horizontally, or renders at another height than
 * the one reserved for it.
 */

/** Pro and Premium packages log these by design when no licence key is configured (CI has none). */
export const LICENCE_MESSAGES = [/MUI X: Missing license key/i, /mui\.com\/r\/x-license/i];

export interface StageObservation {
  /** The demo's code has loaded and nothing is still "Loading demo…". */
  settled: boolean;
  crash: string | null;
  visible: boolean;
  reserved: number;
  actual: number;
  overflowPx: number;
}

/**
 * Runs in the browser on a `.demo-stage`. An iframe demo is observed inside its own document.
 * Self-contained: Playwright serialises it into the page.
 */
export function observeStage(stage: Element): StageObservation {
  const frame = stage.querySelector('iframe');
  const doc = frame ? frame.contentDocument : null;
  const root: Element | null = frame ? (doc?.querySelector('main') ?? null) : stage;
  const win = doc?.defaultView ?? window;
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    const style = win.getComputedStyle(el);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };
  // Something a reader can see: text, a graphic or a form control with a size.
  const visible =
    !!root &&
    [...root.querySelectorAll('*')].some((el) => {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== '');
      const media = /^(svg|canvas|img|input|textarea|select|video|button)$/i.test(el.tagName);
      return (own || media) && shown(el);
    });
  const crashEl = (frame ? root : stage)?.querySelector('[role="alert"]');
  const loading = !frame && !!stage.querySelector('.demo-loading');
  const loaded = stage.getAttribute('data-demo-state') === 'loaded';
  const frameReady = !frame || doc?.readyState === 'complete';
  const scroller = frame ? doc?.documentElement : stage;
  return {
    settled: loaded && !loading && frameReady && (visible || !!crashEl),
    crash: crashEl ? (crashEl.textContent ?? '').trim().slice(0, 200) : null,
    visible,
    reserved: parseFloat((stage as HTMLElement).style.minHeight) || 0,
    actual: stage.getBoundingClientRect().height,
    overflowPx: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
  };
}

/** What is wrong with one demo, from its observation; empty when nothing is. */
export function judgeStage(o: StageObservation): string[] {
  const problems: string[] = [];
  if (o.crash) problems.push(`crashed: ${o.crash}`);
  else if (!o.settled) problems.push('did not finish loading within the time limit');
  if (!o.crash && !o.visible) problems.push('rendered nothing visible');
  if (o.overflowPx > 1) problems.push(`overflows its frame horizontally by ${Math.round(o.overflowPx)}px`);
  if (o.reserved && Math.abs(o.actual - o.reserved) > 1)
    problems.push(`reserved ${o.reserved}px but rendered ${Math.round(o.actual)}px high`);
  return problems;
}

export interface PageCheck {
  failures: string[];
  licenceMessages: number;
  checked: number;
}

/**
 * Opens `url` and mounts the demos `ids` one after another. Console messages and uncaught
 * errors are charged to the demo being mounted when they arrive (or to the page load).
 */
export async function checkDemosOnPage(
  page: Page,
  url: string,
  ids: readonly string[],
  { timeoutMs = 20_000 } = {},
): Promise<PageCheck> {
  const failures: string[] = [];
  let licenceMessages = 0;
  let current: string | null = null;
  const who = () => (current ? `${current} (on ${url})` : `${url} (page load)`);
  const onConsole = (message: { type(): string; text(): string }) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    if (LICENCE_MESSAGES.some((re) => re.test(text))) licenceMessages += 1;
    else failures.push(`${who()}: console ${type}: ${text.slice(0, 300)}`);
  };
  const onPageError = (error: Error) => failures.push(`${who()}: uncaught error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(url);
    const found = await page
      .locator('section[data-demo]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-demo')));
    for (const id of ids) if (!found.includes(id)) failures.push(`${id} (on ${url}): not on the page`);
    for (const id of ids.filter((i) => found.includes(i))) {
      current = id;
      const demo = page.locator(`section[data-demo="${id}"]`);
      await demo.scrollIntoViewIfNeeded();
      const stage = demo.locator('.demo-stage');
      const deadline = Date.now() + timeoutMs;
      let observation = await stage.evaluate(observeStage);
      while (!observation.settled && Date.now() < deadline) {
        await page.waitForTimeout(100);
        observation = await stage.evaluate(observeStage);
      }
      // Two frames for effects that run after the first paint to report.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      for (const problem of judgeStage(observation)) failures.push(`${who()}: ${problem}`);
    }
    current = null;
    return { failures, licenceMessages, checked: ids.length };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}
