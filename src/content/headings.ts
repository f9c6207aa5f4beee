import { slug } from 'github-slugger';

export interface Heading {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** Markdown inline syntax reduced to the text a reader sees. */
export function plainText(markdown: string): string {
  return markdown
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
 * Throws on two headings with the same id, since the second anchor could never be reached.
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
    const match = /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = plainText(match[2]!);
    const id = headingId(text);
    if (seen.has(id)) throw new Error(`Duplicate heading id "${id}" in ${file}`);
    seen.add(id);
    headings.push({ depth: match[1]!.length as 2 | 3, text, id });
  }
  return headings;
}
