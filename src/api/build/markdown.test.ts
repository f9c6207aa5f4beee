import { describe, expect, it } from 'vitest';
import { markdownToRich, normalizeLinks, richToText } from './markdown';
import { formatType } from './type-format';

describe('normalizeLinks', () => {
  it('turns MUI and TSDoc link forms into Markdown links', () => {
    expect(normalizeLinks('of type [[GridColDef]]')).toBe('of type [`GridColDef`](api:GridColDef)');
    expect(normalizeLinks('{@link https://a.example/x Lazy loading}')).toBe(
      '[Lazy loading](https://a.example/x)',
    );
    expect(normalizeLinks('{@link GridApi}')).toBe('[`GridApi`](api:GridApi)');
  });
});

describe('markdownToRich', () => {
  const resolve = (href: string) => (href.includes('missing') ? null : href);

  it('inlines a single paragraph and keeps code, emphasis and links', () => {
    expect(markdownToRich('If `true`, the **grid** is [dense](https://a.example).', resolve)).toEqual([
      'If ',
      { t: 'code', v: 'true' },
      ', the ',
      { t: 'strong', c: ['grid'] },
      ' is ',
      { t: 'a', href: 'https://a.example', c: ['dense'] },
      '.',
    ]);
  });

  it('renders an unresolved link as its text and keeps lists', () => {
    const rich = markdownToRich('First.\n\n- one [gone](/missing)\n- two', resolve);
    expect(rich).toEqual([
      { t: 'p', c: ['First.'] },
      {
        t: 'ul',
        c: [
          { t: 'li', c: ['one gone'] },
          { t: 'li', c: ['two'] },
        ],
      },
    ]);
    expect(richToText(rich)).toBe('First.one gonetwo');
  });

  it('returns nothing for an empty description', () => {
    expect(markdownToRich('  \n', resolve)).toEqual([]);
  });
});

describe('formatType', () => {
  it('keeps short types and lays long unions out one member per line', async () => {
    expect(await formatType('boolean')).toBe('boolean');
    const union = "'one-value' | 'two-value' | 'three-value' | 'four-value' | 'five-value'";
    expect(await formatType(union)).toBe(
      "| 'one-value'\n| 'two-value'\n| 'three-value'\n| 'four-value'\n| 'five-value'",
    );
  });

  it('breaks a long callback signature at its parameters', async () => {
    const out = await formatType(
      '(params: GridRowParams<any>, event: MuiEvent<React.MouseEvent<HTMLElement>>, details: GridCallbackDetails) => void',
    );
    expect(out.split('\n')[0]).toBe('(');
    expect(out.endsWith(') => void')).toBe(true);
  });
});
