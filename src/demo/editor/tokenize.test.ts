import { describe, expect, it } from 'vitest';
import { segments, tokenize } from './tokenize';

const kinds = (code: string) => tokenize(code).map((t) => [code.slice(t.from, t.to), t.kind]);

describe('the live editor highlighter', () => {
  it('colours keywords, strings, numbers, comments, calls and type names', () => {
    expect(kinds(`import { DataGrid } from '@mui/x-data-grid';`)).toEqual([
      ['import', 'keyword'],
      ['DataGrid', 'type'],
      ['from', 'keyword'],
      [`'@mui/x-data-grid'`, 'string'],
    ]);
    expect(kinds('const n: number = 42; // the answer\nuseState(null);')).toEqual([
      ['const', 'keyword'],
      ['42', 'number'],
      ['// the answer', 'comment'],
      ['useState', 'call'],
      ['null', 'constant'],
    ]);
  });

  it('tells JSX tags from comparisons and property names from keywords', () => {
    expect(kinds('<Box sx={{ a: 1 }}><div>{a < b}</div></Box>')).toEqual([
      ['Box', 'component'],
      ['1', 'number'],
      ['div', 'tag'],
      ['div', 'tag'],
      ['Box', 'component'],
    ]);
    expect(kinds('props.default.map(f)')).toEqual([['map', 'call']]);
  });

  it('keeps an unclosed string or comment to the end of its line or the text', () => {
    expect(kinds("const s = 'open\nnext")).toEqual([
      ['const', 'keyword'],
      ["'open", 'string'],
    ]);
    expect(kinds('/* to the end')).toEqual([['/* to the end', 'comment']]);
  });
});

describe('overlay segments', () => {
  it('cover the code exactly, cut at tokens and problems', () => {
    const code = `const n: number = 'a';`;
    const parts = segments(code, tokenize(code), [{ start: 6, length: 1 }]);
    expect(parts.map((p) => p.text).join('')).toBe(code);
    expect(parts.filter((p) => p.problem).map((p) => p.text)).toEqual(['n']);
    expect(parts.find((p) => p.text === `'a'`)?.kind).toBe('string');
  });

  it('marks one character for an empty span, and clamps spans past the end', () => {
    const parts = segments(
      'ab',
      [],
      [
        { start: 5, length: 0 },
        { start: 0, length: 0 },
      ],
    );
    expect(parts).toEqual([
      { text: 'a', kind: null, problem: true },
      { text: 'b', kind: null, problem: false },
    ]);
  });
});
