/**
 * The accessibility check the sweep (accessibility.spec.ts) runs on each page, kept apart so
 * that a self-test (a11y-check.spec.ts) can prove it fails on a broken document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.0 A and AA and 2.1 AA: the level the site aims for. Best-practice rules are advice. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** The rules whose result depends on colours: all a colour-mode switch can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  selectors: string[];
}

export interface CheckOptions {
  /** CSS selectors left out of the check. */
  exclude?: string[];
  /** CSS selectors checked even inside an excluded area. */
  alsoInclude?: string[];
  /** Run only these rules (a subset of the WCAG tags' rules) instead of all of them. */
  rules?: string[];
  /** Leave these rules out (of the WCAG tags' rules). */
  skipRules?: string[];
}

// Read once per worker; injected at most once per document.
let axeSource: string | undefined;

/**
 * Runs axe on the page as it is and returns what fails the check (serious and critical
 * violations) and the moderate violations, which are only reported.
 */
export async function checkPage(
  page: Page,
  label: string,
  { exclude = [], alsoInclude = [], rules, skipRules = [] }: CheckOptions = {},
): Promise<{ failing: Finding[]; moderate: Finding[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
  }
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(skipRules.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
    // Frames would need axe injected too; the site's only frames are inside demos.
    iframes: false,
  };
  // axe lets the deepest match win, so an included element inside an excluded one is checked.
  const context = {
    include: [['html'], ...alsoInclude.map((s) => [s])],
    exclude: exclude.map((s) => [s]),
  };
  const violations = await page.evaluate(
    async ([ctx, opts]) => {
      const { axe } = window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } };
      const result = await axe.run(ctx, opts);
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? 'unknown',
        selectors: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    [context, options] as const,
  );
  const findings = violations.map((v) => ({ page: label, ...v }));
  return {
    failing: findings.filter((f) => f.impact === 'serious' || f.impact === 'critical'),
    moderate: findings.filter((f) => f.impact === 'moderate'),
  };
}

/** `page: rule-id: selectors`, the first few selectors only (one is enough to find the cause). */
export function formatFinding({ page, rule, selectors }: Finding): string {
  const more = selectors.length > 5 ? ` (+${selectors.length - 5} more)` : '';
  return `${page}: ${rule}: ${selectors.slice(0, 5).join(', ')}${more}`;
}

/** One line: each moderate rule with the number of pages it was seen on. */
export function summarizeModerate(findings: Finding[]): string {
  const pages = new Map<string, Set<string>>();
  for (const f of findings) pages.set(f.rule, (pages.get(f.rule) ?? new Set()).add(f.page));
  const parts = [...pages].map(([rule, on]) => `${rule} on ${on.size} page(s)`);
  return `moderate (reported, not failing): ${parts.length ? parts.join(', ') : 'none'}`;
}

/** Marks text that has the colours of text already checked on the page (see markRepeatedColours). */
export const SAME_COLOURS = '[data-a11y-same-colours]';

/**
 * Marks the elements whose text is styled exactly like text earlier on the page (or on the
 * pages whose keys are in `known`, which it adds this page's to), so that the
 * colour rules (by far the costliest: about 80% of a long API page's check) look at each look
 * once. An element's colours follow from the CSS that matches it and its ancestors, so the key
 * is that chain: tag, classes, inline style, data attributes and the position selectors that
 * stripes could use (first, last, odd): the DataGrid API page's 150 prop rows repeat a few
 * looks. An element is marked only when all text inside it is repeated
 * too, and only the outermost such element, since excluding it excludes what it holds.
 * Returns the number of text elements left to check and marked.
 */
export async function markRepeatedColours(
  page: Page,
  known: Set<string> = new Set(),
  within = 'body',
): Promise<[number, number]> {
  const [checked, marked, fresh] = await page.evaluate(
    ([root, before]) => {
      // Attributes that name or point but that no style sheet of the site selects on; every
      // other attribute (class, style, data-*, aria-current, hidden, ...) is part of the key.
      const IDENTITY = new Set([
        'id',
        'href',
        'src',
        'srcset',
        'alt',
        'title',
        'for',
        'name',
        'value',
        'tabindex',
        'colspan',
        'rowspan',
        'scope',
        'headers',
        'datetime',
        'aria-label',
        'aria-labelledby',
        'aria-describedby',
        'aria-controls',
        'aria-owns',
      ]);
      const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
      const scope = document.querySelector(root);
      if (!scope) return [0, 0, []] as [number, number, string[]];
      // Keys are hashed (two 32-bit string hashes and the length) to pass between pages cheaply.
      const hash = (text: string) => {
        let a = 0x811c9dc5;
        let b = 0x9e3779b9;
        for (let i = 0; i < text.length; i++) {
          a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
          b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) ^ (b >>> 15);
        }
        return `${text.length}:${a >>> 0}:${b >>> 0}`;
      };
      const link = (el: Element) => {
        const parent = el.parentElement;
        const data = [...el.attributes]
          .filter((a) => !IDENTITY.has(a.name) && !a.name.startsWith('data-a11y'))
          .map((a) => `${a.name}=${a.value}`)
          .join(' ');
        const index = parent ? [...parent.children].indexOf(el) : 0;
        const position = parent
          ? `${index === 0 ? 'f' : ''}${el === parent.lastElementChild ? 'l' : ''}${index % 2}`
          : '';
        return `${el.tagName}[${data}]${position}`;
      };
      const keys = new Map<Element, string>();
      const chain = (el: Element): string => {
        let key = keys.get(el);
        if (key === undefined) {
          key = (el.parentElement ? `${chain(el.parentElement)}>` : '') + link(el);
          keys.set(el, key);
        }
        return key;
      };
      const hasText = (el: Element) =>
        FIELDS.has(el.tagName) ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      const all = [...scope.querySelectorAll('*')];
      const seen = new Set<string>(before);
      const added: string[] = [];
      const repeated = new Set<Element>();
      let checked = 0;
      for (const el of all) {
        el.removeAttribute('data-a11y-same-colours');
        if (!hasText(el)) continue;
        const key = hash(chain(el));
        // A field's text is its value: each is checked.
        if (seen.has(key) && !FIELDS.has(el.tagName)) repeated.add(el);
        else {
          seen.add(key);
          added.push(key);
          checked += 1;
        }
      }
      // Children before parents: an element qualifies when its own text (if any) is repeated
      // and every element inside it qualifies.
      const qualifies = new Set<Element>();
      for (const el of all.reverse()) {
        if (hasText(el) && !repeated.has(el)) continue;
        if ([...el.children].every((c) => qualifies.has(c))) qualifies.add(el);
      }
      let marked = 0;
      for (const el of qualifies) {
        if (el.parentElement && qualifies.has(el.parentElement)) continue;
        if (!el.querySelector('*') && !hasText(el)) continue;
        el.setAttribute('data-a11y-same-colours', '');
        marked += 1;
      }
      return [checked, marked, added] as [number, number, string[]];
    },
    [within, [...known]] as const,
  );
  fresh.forEach((key) => known.add(key));
  return [checked, marked];
}
