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
  { exclude = [], alsoInclude = [], rules }: CheckOptions = {},
): Promise<{ failing: Finding[]; moderate: Finding[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
  }
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS },
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
