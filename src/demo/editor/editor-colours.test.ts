import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { highlight } from '../../content/highlight';

// The highlighted editor's token colours (editor.module.css) are the code blocks' own and
// readable on the code background in both modes.

const css = readFileSync(join(__dirname, 'editor.module.css'), 'utf8');
const globalCss = readFileSync(join(__dirname, '../../styles/global.css'), 'utf8');
const TOKENS = ['keyword', 'string', 'comment', 'number', 'constant', 'tag', 'component', 'type', 'call'];

/** The colour a rule gives `.kind`, in light mode (no :root.dark) or dark mode. */
function colourOf(kind: string, dark: boolean): string {
  const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)];
  const rule = rules.find(([, selectors]) =>
    selectors!.split(',').some((s) => {
      const trimmed = s.trim();
      return dark ? trimmed === `:global(:root.dark) .${kind}` : trimmed === `.${kind}`;
    }),
  );
  const colour = /(?:^|;|\s)color:\s*(#[0-9a-f]{6})/i.exec(rule?.[2] ?? '')?.[1];
  if (!colour) throw new Error(`No ${dark ? 'dark' : 'light'} colour for .${kind}`);
  return colour.toLowerCase();
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
};

describe('the highlighted editor’s colours', () => {
  it('are colours the site’s highlighter gives TSX in the same mode', async () => {
    const html = await highlight(
      `import * as React from 'react';\n// note\nconst n: number = 1;\nexport default function A() { const x = useThing(null); return <Box><div>{n}</div></Box>; }\ninterface P { a: string }\n`,
      'tsx',
    );
    const used = (mode: string) =>
      new Set(
        [...html.matchAll(new RegExp(`--shiki-${mode}:(#[0-9A-Fa-f]{6})`, 'g'))].map((m) =>
          m[1]!.toLowerCase(),
        ),
      );
    const light = used('light');
    const dark = used('dark');
    for (const kind of TOKENS) {
      expect(light, `.${kind} light`).toContain(colourOf(kind, false));
      expect(dark, `.${kind} dark`).toContain(colourOf(kind, true));
    }
  });

  it('pass 4.5:1 on the code background in both modes', () => {
    const backgrounds = [...globalCss.matchAll(/--docs-code-bg:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1]!);
    expect(backgrounds).toHaveLength(2);
    const [lightBg, darkBg] = backgrounds as [string, string];
    for (const kind of TOKENS) {
      expect(contrast(colourOf(kind, false), lightBg), `.${kind} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colourOf(kind, true), darkBg), `.${kind} dark`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
