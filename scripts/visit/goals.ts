/**
 * Issue 22's goals for the optimisation, and how a figure is compared with the naive baseline's.
 * Pure functions, unit-tested in goals.test.ts.
 */

export type Unit = 'ms' | 'bytes' | 'count' | 'score';

export type Goal =
  /** At most `limit` times the naive page's figure. */
  | { kind: 'ratio-max'; limit: number }
  /** An absolute ceiling or floor on the site's figure. */
  | { kind: 'max'; limit: number }
  | { kind: 'min'; limit: number };

export const GOALS = {
  visitBlockingMs: { kind: 'ratio-max', limit: 0.6 },
  visitJsBytes: { kind: 'ratio-max', limit: 1 },
  longestTaskMs: { kind: 'max', limit: 150 },
  lighthouseMobile: { kind: 'min', limit: 98 },
  lcpMs: { kind: 'max', limit: 1500 },
  pageChangeMedianMs: { kind: 'max', limit: 100 },
  guideFirstLoadJsGzipBytes: { kind: 'max', limit: 140 * 1024 },
} as const satisfies Record<string, Goal>;

export interface Comparison {
  label: string;
  unit: Unit;
  site: number | null;
  naive: number | null;
  /** site ÷ naive; null when either is missing or the naive figure is 0. */
  ratio: number | null;
  goal: Goal | null;
  /** Null without a goal, or when a figure it needs is missing. */
  pass: boolean | null;
}

export function compare(
  label: string,
  unit: Unit,
  site: number | null,
  naive: number | null,
  goal: Goal | null = null,
): Comparison {
  const ratio = site !== null && naive !== null && naive !== 0 ? site / naive : null;
  let pass: boolean | null = null;
  if (goal && site !== null) {
    if (goal.kind === 'max') pass = site <= goal.limit;
    else if (goal.kind === 'min') pass = site >= goal.limit;
    // Against the baseline: site ≤ limit × naive, which also holds for 0 against 0.
    else if (naive !== null) pass = site <= goal.limit * naive;
  }
  return { label, unit, site, naive, ratio, goal, pass };
}

/** Nearest-rank percentile (p in 0–100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '–';
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'bytes') return `${(value / 1024).toFixed(1)} KB`;
  return String(Math.round(value));
}

export function formatGoal(goal: Goal | null, unit: Unit): string {
  if (!goal) return '';
  if (goal.kind === 'ratio-max') return `≤ ${Math.round(goal.limit * 100)} % of naive`;
  return `${goal.kind === 'max' ? '≤' : '≥'} ${formatValue(goal.limit, unit)}`;
}

/** One table: figure, site, naive, ratio, goal, pass/fail. */
export function formatTable(title: string, rows: readonly Comparison[]): string {
  const cells = rows.map((row) => [
    row.label,
    formatValue(row.site, row.unit),
    formatValue(row.naive, row.unit),
    row.ratio === null ? '–' : `${Math.round(row.ratio * 100)} %`,
    formatGoal(row.goal, row.unit),
    row.pass === null ? '' : row.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['figure', 'site', 'naive', 'ratio', 'goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 0 || i >= 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}
