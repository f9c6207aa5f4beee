import { describe, expect, it } from 'vitest';
import { demoTags, planCorpus, type SourcePage } from './corpus';

const page = (dir: string, demos: string[]): SourcePage => ({
  dir,
  mdx: demos.map((d) => `<Demo of={${d}} height={100} />`).join('\n'),
  demos: demos.map((name) => ({ name, attributes: 'height={100}' })),
});

describe('the scale corpus', () => {
  it('reads the demo tags of a page with their options', () => {
    expect(demoTags('a\n<Demo of={Basic} height={400} iframe />\n<Demo of={Other}  height={90}/>')).toEqual([
      { name: 'Basic', attributes: 'height={400} iframe' },
      { name: 'Other', attributes: 'height={90}' },
    ]);
  });

  it('fills every missing page and reaches the demo target exactly', () => {
    const sources = [page('content/a', ['A1', 'A2']), page('content/b', [])];
    const missing = ['/x/c', '/x/d', '/x/e'];
    const plan = planCorpus(sources, missing, 5, 30);
    expect(plan.map((p) => p.pathname)).toEqual(missing);
    const demos = 5 + 2 + plan.reduce((n, p) => n + p.source.demos.length + p.extras.length, 0);
    expect(demos).toBe(30);
    const names = plan.flatMap((p) => p.extras.map((e) => e.name));
    expect(new Set(plan[0]!.extras.map((e) => e.name)).size).toBe(plan[0]!.extras.length);
    expect(names.every((n) => /^(A1|A2)Copy\d+$/.test(n))).toBe(true);
  });
});
