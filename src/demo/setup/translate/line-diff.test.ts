import { describe, expect, it } from 'vitest';
import { formatChangedLines, lineDiff } from './line-diff';

describe('formatChangedLines', () => {
  const source = ['const a = 1;', 'const  b  =  2;', 'f(x);', 'const  c  =  3;'].join('\n');
  const rewritten = ['const a = 1;', 'const  b  =  2;', 'g((x));', 'const  c  =  3;'].join('\n');
  const formatted = ['const a = 1;', 'const b = 2;', 'g(x);', 'const c = 3;'].join('\n');

  it("takes Prettier's version of changed lines only", () => {
    expect(formatChangedLines(source, rewritten, formatted)).toBe(
      ['const a = 1;', 'const  b  =  2;', 'g(x);', 'const  c  =  3;'].join('\n'),
    );
  });

  it('takes a rewrap that Prettier joins to a changed line', () => {
    const src = ['x(', '  1);', 'y();'].join('\n');
    const rew = ['x(', '  2);', 'y();'].join('\n');
    expect(formatChangedLines(src, rew, ['x(2);', 'y();'].join('\n'))).toBe(['x(2);', 'y();'].join('\n'));
  });

  it('takes a hunk whole when Prettier moved code between its lines', () => {
    const src = ['foo(x, b,', '  c);'].join('\n');
    const rew = ['foo(a, b,', '  c);'].join('\n');
    const fmt = ['foo(a,', '  b, c);'].join('\n');
    expect(formatChangedLines(src, rew, fmt)).toBe(fmt);
  });

  it('shows a diff as removed and added lines', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc')).toBe('- b\n+ B');
  });
});
