/**
 * Reads what the code-sample checks need from an MDX page or post: its front matter, its fenced
 * code blocks and the inline code of its prose, each with its line in the MDX source (so errors
 * can name `file:line`). The body is parsed as CommonMark: fences inside list items and JSX
 * (`<CodeTabs>`, `<Callout>`) are found with their real indentation, and `import` lines and
 * `<Demo />` elements are plain paragraphs and HTML, never inline code.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes } from 'mdast';
import { parseCodeMeta } from '../remark-code-title.mjs';
import { splitFrontMatter } from '../source';

export interface FencedBlock {
  /** The fence's language, lower case (`tsx`); '' when it has none. */
  lang: string;
  /** From the fence meta: ```tsx fragment title="App.tsx"```. */
  title?: string;
  fragment: boolean;
  /** ```tsx version="v7"```: code for an older release, compiled against old-versions/v7/. */
  version?: string;
  code: string;
  /** 1-based line of the opening fence in the MDX file. */
  line: number;
}

export interface InlineCode {
  value: string;
  line: number;
}

export interface ScannedMdx {
  frontMatter: unknown;
  blocks: FencedBlock[];
  inline: InlineCode[];
}

export function scanMdx(file: string, source: string): ScannedMdx {
  const { data, body } = splitFrontMatter(file, source);
  // Blank lines stand in for the front matter, so positions are lines of the whole file.
  const offset = source.slice(0, source.length - body.length).split('\n').length - 1;
  const tree = fromMarkdown('\n'.repeat(offset) + body);
  const blocks: FencedBlock[] = [];
  const inline: InlineCode[] = [];
  const visit = (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code') {
      const meta = parseCodeMeta(node.meta);
      blocks.push({ lang: (node.lang ?? '').toLowerCase(), ...meta, code: node.value, line });
    } else if (node.type === 'inlineCode') {
      inline.push({ value: node.value, line });
    } else if ('children' in node) {
      node.children.forEach(visit);
    }
  };
  visit(tree);
  return { frontMatter: data, blocks, inline };
}

/** The `components:` list of a page's front matter (blog posts have none). */
export function frontMatterComponents(frontMatter: unknown): string[] {
  if (typeof frontMatter !== 'object' || frontMatter === null) return [];
  const list = (frontMatter as { components?: unknown }).components;
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
}
