import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageSources } from '../../generated/content-index';
import { loadApiPage } from '../api/load';
import type { PageSource } from '../content/source';
import type { CodeVariant } from '../demo/code-variant';
import { readDemoCode } from '../demo/demo-code';
import { apiMarkdown } from './api-markdown';
import { guideMarkdown } from './markdown';

/**
 * `/x/react-data-grid/sorting` to `/markdown/x/react-data-grid/sorting.md`, or to its JavaScript
 * twin `sorting.js.md` (same page, demos in JavaScript). Two static files rather than a query
 * parameter: both are written at build and served like any file, cached by path, and a
 * language model given the URL fetches exactly one variant.
 */
export const markdownUrl = (pathname: string, variant: CodeVariant = 'TS') =>
  `/markdown${pathname}${variant === 'JS' ? '.js' : ''}.md`;

/** The inverse of markdownUrl's path after `/markdown`: the page and the variant. */
export function parseMarkdownPath(path: string): { pathname: string; variant: CodeVariant } | null {
  const match = /^(\/.+?)(\.js)?\.md$/.exec(path);
  return match ? { pathname: match[1]!, variant: match[2] ? 'JS' : 'TS' } : null;
}

export function guidePages(): PageSource[] {
  return Object.values(pageSources);
}

/** Read at build (the routes are static): the page's MDX source turned into Markdown. */
export async function loadGuideMarkdown(
  pathname: string,
  variant: CodeVariant = 'TS',
): Promise<string | null> {
  const page = pageSources[pathname];
  if (!page) return null;
  // Read at build only (the route is static); the hint keeps the tracer from bundling the project.
  const source = await readFile(join(/* turbopackIgnore: true */ process.cwd(), page.file), 'utf8');
  const prefix = pathname.replace(/^\/x\//, '');
  const names = [...source.matchAll(/<Demo\s+of=\{(\w+)\}/g)].map((m) => m[1]!);
  const demos = new Map<string, { name: string; code: string }>();
  for (const name of names) {
    const demo = await readDemoCode(`${prefix}/${name}`);
    if (demo) demos.set(name, { name: demo.name, code: (variant === 'JS' ? demo.js : demo.ts).code });
  }
  return guideMarkdown(source, page.frontMatter, (name) => demos.get(name), page.file, variant);
}

/** An API page (`/x/api/<product>/<slug>`) as Markdown; null for any other path. */
export async function loadApiMarkdown(pathname: string): Promise<string | null> {
  const match = /^\/x\/api\/([\w-]+)\/([\w-]+)$/.exec(pathname);
  const page = match ? await loadApiPage(match[1]!, match[2]!) : null;
  return page ? apiMarkdown(page) : null;
}
