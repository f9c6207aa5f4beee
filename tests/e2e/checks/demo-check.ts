import type { Page } from '@playwright/test';

/**
 * The every-demo check, shared by the sweep (every-demo.spec.ts) and its self-test
 * (demo-check.spec.ts): mounts each demo of a page as a reader would (scrolled into view) and
 * reports, naming the demo and its page, every demo that crashes, shows nothing, logs a console
 * error or warning, throws, overflows its frame horizontally, renders at another height than
 * the one reserved for it, clips its own content (an inner scroll region that hides less than it
 * shows, a cut column header), picks up the page's prose styles or draws a chart without an accessible
 * name and description. Each demo is observed at
 * phone width, then again at desktop width (1440 px) without reloading.
 */

/** Pro and Premium packages log these by design when no licence key is configured (CI has none). */
export const LICENCE_MESSAGES = [/MUI X: Missing license key/i, /mui\.com\/r\/x-license/i];

/**
 * Chromium's note on the page's resource hints, logged a few seconds after load whatever the
 * demos do: how long the check stays on a page decides whether it arrives, so it says nothing
 * about a demo. (The /templates/ gallery preloads a stylesheet it applies later.)
 */
export const PAGE_HINT_MESSAGES = [/was preloaded using link preload but not used within a few seconds/];

export interface StageObservation {
  /** The demo's code has loaded and nothing is still "Loading demo…". */
  settled: boolean;
  crash: string | null;
  visible: boolean;
  reserved: number;
  actual: number;
  overflowPx: number;
  /** Inner scroll regions that hide only a little of their content: a frame sized slightly too small. */
  clipped: { what: string; axis: 'x' | 'y'; hidden: number }[];
  /** Column headers whose title is cut with an ellipsis. */
  cutHeaders: string[];
  /** Prose rules (`.prose …`) that match an element rendered by the demo. */
  proseLeaks: string[];
  /** Chart surfaces (the `<svg>` of a chart) lacking a name or a description, and which. */
  unnamedCharts: string[];
  /** Width of the window the observation was made in. */
  width: number;
}

/**
 * Runs in the browser on a `.demo-stage`. An iframe demo is observed inside its own document.
 * Self-contained: Playwright serialises it into the page. `wide`: a desktop-width pass, where a
 * horizontal inner scrollbar is a defect too (at phone width a grid's columns may scroll).
 */
export function observeStage(stage: Element, wide = false): StageObservation {
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
  // The site's own crash notices, not any role="alert" a demo renders (a Material UI Alert).
  const crashEl = (frame ? root : stage)?.querySelector('[data-demo-crash]');
  const loading = !frame && !!stage.querySelector('.demo-loading');
  const loaded = stage.getAttribute('data-demo-state') === 'loaded';
  const frameReady = !frame || doc?.readyState === 'complete';
  const scroller = frame ? doc?.documentElement : stage;
  const describe = (el: Element) => {
    const cls = [...el.classList].find((c) => !/^css-/.test(c));
    return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}>`;
  };
  const inside = root ? [...root.querySelectorAll('*')] : [];
  // A region that scrolls but hides less than it shows was meant to show everything: its frame
  // is a little too small (the 6th of 6 rows half behind a grid's footer). A region hiding
  // more than it shows (a 1,000-row grid) scrolls by design. Decorative scrollbars are skipped.
  const clipped: StageObservation['clipped'] = [];
  const scrollsByDesign = stage.hasAttribute('data-demo-scrolls');
  for (const el of scrollsByDesign ? [] : inside) {
    if (el.closest('[aria-hidden="true"]')) continue;
    const style = win.getComputedStyle(el);
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    const hiddenY = el.scrollHeight - el.clientHeight;
    if (scrolls(style.overflowY) && hiddenY > 1 && hiddenY < el.clientHeight)
      clipped.push({ what: describe(el), axis: 'y', hidden: hiddenY });
    const hiddenX = el.scrollWidth - el.clientWidth;
    if (wide && scrolls(style.overflowX) && hiddenX > 1 && hiddenX < el.clientWidth)
      clipped.push({ what: describe(el), axis: 'x', hidden: hiddenX });
  }
  const cutHeaders = inside
    .filter((el) => el.classList.contains('MuiDataGrid-columnHeaderTitle'))
    .filter((el) => el.scrollWidth - el.clientWidth > 1)
    .map((el) => (el.textContent ?? '').trim());
  // Prose rules of the page's stylesheets, tested against everything the demo rendered.
  const proseSelectors: string[] = [];
  const collect = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes('.prose'))
        proseSelectors.push(...rule.selectorText.split(/,(?![^(]*\))/).map((x) => x.trim()));
      else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      collect(sheet.cssRules);
    } catch {
      // A cross-origin stylesheet cannot be read; the site serves none.
    }
  }
  const proseLeaks: string[] = [];
  const matches = (el: Element, selector: string) => {
    try {
      return el.matches(selector);
    } catch {
      return false; // a pseudo-element selector
    }
  };
  for (const el of frame ? [] : inside)
    for (const selector of proseSelectors)
      if (proseLeaks.length < 5 && matches(el, selector)) {
        const margin = window.getComputedStyle(el).marginBottom;
        proseLeaks.push(`${selector} matches ${describe(el)} (margin-bottom ${margin})`);
      }
  // A chart is a picture of data: a screen reader announces its name (`title` prop, or
  // aria-label/aria-labelledby) and its description (`desc` prop, or aria-describedby).
  const unnamedCharts: string[] = [];
  const text = (el: Element | null) => (el?.textContent ?? '').trim() !== '';
  // A chart's <svg> is its ChartsSurface. The class MuiChartsSurface-root is there only in
  // development builds (and as part of an emotion class name at that): in production the surface
  // is recognised by its own style, `touch-action: none`, which nothing else in the charts sets.
  const isChartSurface = (el: Element) =>
    el.tagName.toLowerCase() === 'svg' &&
    !el.parentElement?.closest('svg') &&
    ([...el.classList].some((c) => c === 'MuiChartsSurface-root' || c.endsWith('-MuiChartsSurface-root')) ||
      getComputedStyle(el).touchAction === 'none');
  for (const svg of inside.filter(isChartSurface)) {
    const own = (tag: string) => [...svg.children].find((c) => c.tagName.toLowerCase() === tag) ?? null;
    const byIds = (attr: string) =>
      (svg.getAttribute(attr) ?? '')
        .split(/\s+/)
        .some((id) => id && text((doc ?? document).getElementById(id)));
    const named = text(own('title')) || !!svg.getAttribute('aria-label')?.trim() || byIds('aria-labelledby');
    const described = text(own('desc')) || byIds('aria-describedby');
    if (!named || !described)
      unnamedCharts.push(
        [!named && 'an accessible name', !described && 'a description'].filter(Boolean).join(' and '),
      );
  }
  return {
    settled: loaded && !loading && frameReady && (visible || !!crashEl),
    crash: crashEl ? (crashEl.textContent ?? '').trim().slice(0, 200) : null,
    visible,
    reserved: parseFloat((stage as HTMLElement).style.minHeight) || 0,
    actual: stage.getBoundingClientRect().height,
    overflowPx: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
    clipped,
    cutHeaders,
    proseLeaks,
    unnamedCharts,
    width: win.innerWidth,
  };
}

/** What is wrong with one demo, from its observation; empty when nothing is. */
export function judgeStage(o: StageObservation): string[] {
  const problems: string[] = [];
  if (o.crash) problems.push(`crashed: ${o.crash}`);
  else if (!o.settled) problems.push('did not finish loading within the time limit');
  if (!o.crash && !o.visible) problems.push('rendered nothing visible');
  if (o.overflowPx > 1) problems.push(`overflows its frame horizontally by ${Math.round(o.overflowPx)}px`);
  const at = `at ${o.width}px`;
  if (o.reserved && Math.abs(o.actual - o.reserved) > 1)
    problems.push(
      `reserved ${o.reserved}px but rendered ${Math.round(o.actual)}px high ${at}: ` +
        `the demo's outer element and its <Demo height> must agree`,
    );
  for (const c of o.clipped) {
    const needs = Math.ceil(o.reserved + c.hidden);
    problems.push(
      c.axis === 'y'
        ? `clips its content ${at}: ${c.what} hides the last ${Math.round(c.hidden)}px behind an inner ` +
            `scrollbar; to show everything, make the demo ${needs}px high (its outer element and <Demo height={${needs}}>)`
        : `clips its content ${at}: ${c.what} hides ${Math.round(c.hidden)}px behind a horizontal ` +
            `scrollbar; narrow its columns or let them flex`,
    );
  }
  for (const title of o.cutHeaders)
    problems.push(`clips its content ${at}: the column header "${title}" is cut; widen the column`);
  for (const leak of o.proseLeaks) problems.push(`picks up a prose style ${at}: ${leak}`);
  for (const lack of o.unnamedCharts)
    problems.push(`draws a chart without ${lack}: give the chart \`title\` and \`desc\` props`);
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
  { timeoutMs = 20_000, desktopWidth = 1440 } = {},
): Promise<PageCheck> {
  const failures: string[] = [];
  const mounted: string[] = [];
  let licenceMessages = 0;
  let current: string | null = null;
  const who = () => (current ? `${current} (on ${url})` : `${url} (page load)`);
  const onConsole = (message: { type(): string; text(): string }) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    if (PAGE_HINT_MESSAGES.some((re) => re.test(text))) return;
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
      // A grid that sizes its columns or rows to their content does so after it first settles,
      // later on a loaded machine: clipping counts only if it is still there 2 s on.
      let problems = judgeStage(observation);
      const relayoutDeadline = Date.now() + 2_000;
      while (problems.some((p) => p.startsWith('clips its content')) && Date.now() < relayoutDeadline) {
        await page.waitForTimeout(200);
        observation = await stage.evaluate(observeStage);
        problems = judgeStage(observation);
      }
      for (const problem of problems) failures.push(`${who()}: ${problem}`);
      if (observation.settled && !observation.crash) mounted.push(id);
    }
    // The same demos at desktop width, where a frame too narrow for its columns shows (a cut
    // header, a horizontal scrollbar): no reload, the demos re-lay themselves out.
    const phone = page.viewportSize();
    if (desktopWidth && mounted.length && (phone?.width ?? 0) < desktopWidth) {
      current = null;
      await page.setViewportSize({ width: desktopWidth, height: phone?.height ?? 900 });
      await page.waitForTimeout(300);
      for (const id of mounted) {
        current = id;
        const stage = page.locator(`section[data-demo="${id}"] .demo-stage`);
        for (const problem of judgeStage(await stage.evaluate(observeStage, true)))
          failures.push(`${who()}: ${problem}`);
      }
      if (phone) await page.setViewportSize(phone);
    }
    current = null;
    return { failures, licenceMessages, checked: ids.length };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}
