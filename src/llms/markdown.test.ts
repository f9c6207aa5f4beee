import { describe, expect, it } from 'vitest';
import { guideMarkdown } from './markdown';

const source = `---
title: Sorting
description: Sort rows.
---

import BasicSorting from './demos/BasicSorting';

Intro text.

## Multi-column sorting <Pro />

Row ranges <Premium /> too.

<Demo of={BasicSorting} height={420} />

<Callout type="warning">
Mind the **order**.
</Callout>

<CodeTabs>

\`\`\`bash npm
npm install x
\`\`\`

</CodeTabs>

\`\`\`tsx
import Demo from './demos/Kept';
<Demo of={Kept} />
\`\`\`
`;

describe('guideMarkdown', () => {
  const markdown = guideMarkdown(
    source,
    { title: 'Sorting', description: 'Sort rows.' },
    (name) =>
      name === 'BasicSorting' ? { name, code: 'export default function BasicSorting() {}\n' } : undefined,
    'content/x/page.mdx',
  );

  it('turns front matter, demos, callouts and code tabs into plain Markdown', () => {
    expect(markdown).toContain('# Sorting\n\nSort rows.\n\nIntro text.');
    expect(markdown).toContain(
      'Demo: BasicSorting\n\n```tsx\nexport default function BasicSorting() {}\n```',
    );
    expect(markdown).toContain('> **Warning**\n>\n> Mind the **order**.');
    expect(markdown).toContain('```bash npm\nnpm install x\n```');
    expect(markdown).not.toMatch(/<CodeTabs|<Callout|import BasicSorting/);
  });

  it('writes plan badges as words', () => {
    expect(markdown).toContain('## Multi-column sorting (Pro plan)\n\nRow ranges (Premium plan) too.');
  });

  it('leaves code blocks untouched', () => {
    expect(markdown).toContain("```tsx\nimport Demo from './demos/Kept';\n<Demo of={Kept} />\n```");
  });

  it('fences a demo as JSX in the JavaScript variant', () => {
    const js = guideMarkdown(
      '<Demo of={BasicSorting} />\n',
      { title: 't', description: 'd' },
      (name) => ({ name, code: 'export default function BasicSorting() {}\n' }),
      'content/x/page.mdx',
      'JS',
    );
    expect(js).toContain('Demo: BasicSorting\n\n```jsx\nexport default function BasicSorting() {}\n```');
  });

  it('fails, naming the file, for a demo without prepared source', () => {
    expect(() =>
      guideMarkdown(
        '<Demo of={Missing} />\n',
        { title: 't', description: 'd' },
        () => undefined,
        'content/y/page.mdx',
      ),
    ).toThrow(/content\/y\/page\.mdx: <Demo of=\{Missing\} \/>/);
  });
});
