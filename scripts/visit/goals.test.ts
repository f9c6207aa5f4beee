import { describe, expect, it } from 'vitest';
import { compare, formatGoal, formatTable, GOALS, percentile } from './goals';
import { demoOrder, frontMatter, naivePageSource } from './naive-baseline';

describe('goals against the naive baseline', () => {
  it('computes the ratio to the naive figure, none when it is missing or 0', () => {
    expect(compare('JS', 'bytes', 300, 600).ratio).toBe(0.5);
    expect(compare('JS', 'bytes', 300, null).ratio).toBeNull();
    expect(compare('blocking', 'ms', 0, 0).ratio).toBeNull();
  });

  it('evaluates ratio goals as site ≤ limit × naive', () => {
    expect(compare('blocking', 'ms', 600, 1000, GOALS.visitBlockingMs).pass).toBe(true);
    expect(compare('blocking', 'ms', 601, 1000, GOALS.visitBlockingMs).pass).toBe(false);
    expect(compare('blocking', 'ms', 0, 0, GOALS.visitBlockingMs).pass).toBe(true);
    expect(compare('JS', 'bytes', 1001, 1000, GOALS.visitJsBytes).pass).toBe(false);
  });

  it('evaluates absolute ceilings and floors on the site figure alone', () => {
    expect(compare('task', 'ms', 150, 10, GOALS.longestTaskMs).pass).toBe(true);
    expect(compare('task', 'ms', 151, 9999, GOALS.longestTaskMs).pass).toBe(false);
    expect(compare('score', 'score', 98, 40, GOALS.lighthouseMobile).pass).toBe(true);
    expect(compare('score', 'score', 97, 40, GOALS.lighthouseMobile).pass).toBe(false);
    expect(compare('guide', 'bytes', 140 * 1024, null, GOALS.guideFirstLoadJsGzipBytes).pass).toBe(true);
  });

  it('has no verdict without a goal or without the figure', () => {
    expect(compare('files', 'count', 3, 4).pass).toBeNull();
    expect(compare('score', 'score', null, 40, GOALS.lighthouseMobile).pass).toBeNull();
    expect(compare('blocking', 'ms', 10, null, GOALS.visitBlockingMs).pass).toBeNull();
  });

  it('takes nearest-rank percentiles', () => {
    const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(ten, 50)).toBe(5);
    expect(percentile(ten, 90)).toBe(9);
    expect(percentile([42], 90)).toBe(42);
    expect(() => percentile([], 50)).toThrow();
  });

  it('prints each goal beside its figure with pass or fail', () => {
    expect(formatGoal(GOALS.visitBlockingMs, 'ms')).toBe('≤ 60 % of naive');
    expect(formatGoal(GOALS.guideFirstLoadJsGzipBytes, 'bytes')).toBe('≤ 140.0 KB');
    const table = formatTable('page', [
      compare('blocking', 'ms', 900, 1000, GOALS.visitBlockingMs),
      compare('LCP', 'ms', 1200, 800, GOALS.lcpMs),
    ]);
    expect(table).toMatch(/blocking \| +900 ms \| 1000 ms \|  90 % \| ≤ 60 % of naive \| FAIL/);
    expect(table).toMatch(/LCP +\| +1200 ms \| +800 ms \| 150 % \| ≤ 1500 ms +\| pass/);
  });
});

describe('naive baseline pages', () => {
  const mdx = `---
title: Sorting
description: 'Sort rows: from the headers'
components: [DataGrid]
---

import B from './demos/B';

<Demo of={B} height={100} />
<Demo of={A} />
`;

  it('reads the title and description of the front matter', () => {
    expect(frontMatter(mdx)).toEqual({ title: 'Sorting', description: 'Sort rows: from the headers' });
  });

  it('orders demos as the guide shows them, then the other files', () => {
    expect(demoOrder(mdx, ['A.tsx', 'B.tsx', 'C.tsx', 'notes.md'])).toEqual(['B', 'A', 'C']);
  });

  it('fills the template and refuses one without its marked lines', () => {
    const template = [
      "import Box from '@mui/material/Box';",
      '// @bench imports',
      "const page = { title: '', description: '' }; // @bench page",
      'const demos: { name: string; Demo: React.ComponentType }[] = []; // @bench demos',
    ].join('\n');
    const source = naivePageSource(template, {
      path: '/x/a/',
      title: 'A "b"',
      description: 'c',
      demos: ['B', 'A'],
    });
    expect(source).toContain("import B from './demos/B';\nimport A from './demos/A';");
    expect(source).toContain('const page = {"title":"A \\"b\\"","description":"c"};');
    expect(source).toContain("[{ name: 'B', Demo: B }, { name: 'A', Demo: A }]");
    expect(() => naivePageSource('export {};', { path: '/', title: '', description: '', demos: [] })).toThrow(
      /@bench/,
    );
  });
});
