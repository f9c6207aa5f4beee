import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it('gives comments colours with at least 4.5:1 contrast on the code background in both modes', async () => {
    const html = await highlight('// why this line exists\nconst a = 1;', 'ts');
    const comment = /<span style="([^"]+)">\/\/ why/.exec(html)?.[1];
    expect(comment).toBe('--shiki-light:#57606A;--shiki-dark:#8B949E');
    expect(html).not.toMatch(/#6E7781|#6A737D/);
  });
});
