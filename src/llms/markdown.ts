/**
 * A guide page as plain Markdown, for language models and readers who want the text (llms.txt
 * links to it). The MDX source is kept as written, except:
 *   - the front matter becomes a title and a description;
 *   - demo imports are dropped, and each `<Demo of={X} />` becomes X's source in the code variant
 *     asked for (TypeScript, or the JavaScript the demo toolbar shows), so a reader who reads
 *     demos in JavaScript copies a page whose demos are in JavaScript;
 *   - `<Callout>` becomes a block quote and `<CodeTabs>` wrappers disappear (their code stays).
 * Lines inside fenced code blocks are never touched.
 */
import type { FrontMatter } from '../content/front-matter';
import type { CodeVariant } from '../demo/code-variant';

export interface DemoSource {
  name: string;
  code: string;
}

export function guideMarkdown(
  source: string,
  frontMatter: FrontMatter,
  demo: (name: string) => DemoSource | undefined,
  file: string,
  variant: CodeVariant = 'TS',
): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const out: string[] = [`# ${frontMatter.title}`, '', frontMatter.description, ''];
  let fence: string | null = null;
  let inCallout = false;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      out.push(inCallout ? `> ${line}` : line);
      continue;
    }
    if (marker) {
      fence = marker;
      out.push(inCallout ? `> ${line}` : line);
      continue;
    }
    if (/^import\s.+\sfrom\s+['"]\.\/demos\//.test(line)) continue;
    const demoTag = /^<Demo\s+of=\{(\w+)\}[^>]*\/>\s*$/.exec(line);
    if (demoTag) {
      const found = demo(demoTag[1]!);
      if (!found) throw new Error(`${file}: <Demo of={${demoTag[1]}} /> has no prepared demo source.`);
      out.push(
        `Demo: ${found.name}`,
        '',
        variant === 'JS' ? '```jsx' : '```tsx',
        found.code.replace(/\n$/, ''),
        '```',
      );
      continue;
    }
    const callout = /^<Callout(?:\s+type="(\w+)")?\s*>\s*$/.exec(line);
    if (callout) {
      inCallout = true;
      const label = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' }[
        callout[1] ?? 'info'
      ];
      out.push(`> **${label ?? 'Note'}**`, '>');
      continue;
    }
    if (/^<\/Callout>\s*$/.test(line)) {
      inCallout = false;
      continue;
    }
    if (/^<\/?CodeTabs\b[^>]*>\s*$/.test(line)) continue;
    // Plan badges in prose and headings read as words in Markdown.
    const text = line.replace(/<(Pro|Premium)\s*\/>/g, (_, plan: string) => `(${plan} plan)`);
    out.push(inCallout ? (text ? `> ${text}` : '>') : text);
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
