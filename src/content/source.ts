import { parse as parseYaml } from 'yaml';
import { parseFrontMatter, type FrontMatter } from './front-matter';
import { extractHeadings, type Heading } from './headings';

export interface PageSource {
  /** Navigation key, e.g. `/x/introduction/installation`. */
  pathname: string;
  /** Repository-relative file, e.g. `content/introduction/installation/page.mdx`. */
  file: string;
  frontMatter: FrontMatter;
  headings: Heading[];
}

/** Folder path = URL path: `content/a/b/page.mdx` is the page `/x/a/b`. */
export function pathnameForFile(file: string): string {
  const match = /^content\/(.+)\/page\.mdx$/.exec(file);
  if (!match) throw new Error(`Not a content page: ${file} (expected content/<path>/page.mdx)`);
  return `/x/${match[1]}`;
}

/** The YAML front matter of an MDX file, parsed, and the body after it; errors name the file. */
export function splitFrontMatter(file: string, source: string): { data: unknown; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error(`Missing front matter in ${file}: the file must start with ---`);
  try {
    return { data: parseYaml(match[1]!), body: source.slice(match[0].length) };
  } catch (error) {
    throw new Error(`Unreadable front matter in ${file}: ${(error as Error).message}`);
  }
}

/** Reads what the build needs from one page's source; errors name the file. */
export function readPageSource(file: string, source: string): PageSource {
  const { data, body } = splitFrontMatter(file, source);
  return {
    pathname: pathnameForFile(file),
    file,
    frontMatter: parseFrontMatter(data, file),
    headings: extractHeadings(body, file),
  };
}
