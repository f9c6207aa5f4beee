import { slug } from 'github-slugger';

export interface Heading {
  depth: 2 | 3;
  text: string;
  id: string;
  /** Set when the heading carries a `<Pro />` or `<Premium />` badge: the TOC shows it too. */
  plan?: 'pro' | 'premium';
}

/** The plan badges a page may put in a heading or a sentence (`src/content/mdx-components.tsx`). */
const PLAN_TAG = /\s*<(Pro|Premium)\s*\/>/g;

/** The plan named by a `<Pro />` or `<Premium />` tag in a line of MDX, if any. */
export function planOf(markdown: string): 'pro' | 'premium' | undefined {
  const match = /<(Pro|Premium)\s*\/>/.exec(markdown);
  return match ? (match[1]!.toLowerCase() as 'pro' | 'premium') : undefined;
}

/** Markdown inline syntax reduced to the text a reader sees. */
export function plainText(markdown: string): string {
  return markdown
    .replace(PLAN_TAG, '')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();
}

/** The anchor id of a heading: GitHub-style, the same at build and in the rendered page. */
export function headingId(text: string): string {
  return slug(text);
}

/**
 * The `##` and `###` headings of an MDX source, outside code fences: the table of contents.
 * `####` headings get anchors too but stay out of the contents. Throws on two headings (of any
 * of these depths) with the same id, since the second anchor could never be reached.
 */
export function extractHeadings(source: string, file = 'page'): Heading[] {
  const headings: Heading[] = [];
  const seen = new Set<string>();
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^(#{2,4})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = plainText(match[2]!);
    const id = headingId(text);
    if (seen.has(id)) throw new Error(`Duplicate heading id "${id}" in ${file}`);
    seen.add(id);
    if (match[1]!.length === 4) continue;
    const plan = planOf(match[2]!);
    headings.push({ depth: match[1]!.length as 2 | 3, text, id, ...(plan ? { plan } : {}) });
  }
  return headings;
}
