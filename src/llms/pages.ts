import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageSources } from '../../generated/content-index';
import type { PageSource } from '../content/source';
import { readDemoCode } from '../demo/demo-code';
import { guideMarkdown } from './markdown';

/** `/x/react-data-grid/sorting` to `/markdown/x/react-data-grid/sorting.md`. */
export const markdownUrl = (pathname: string) => `/markdown${pathname}.md`;

export function guidePages(): PageSource[] {
  return Object.values(pageSources);
}

/** Read at build (the routes are static): the page's MDX source turned into Markdown. */
export async function loadGuideMarkdown(pathname: string): Promise<string | null> {
  const page = pageSources[pathname];
  if (!page) return null;
  // Read at build only (the route is static); the hint keeps the tracer from bundling the project.
  const source = await readFile(join(/* turbopackIgnore: true */ process.cwd(), page.file), 'utf8');
  const prefix = pathname.replace(/^\/x\//, '');
  const names = [...source.matchAll(/<Demo\s+of=\{(\w+)\}/g)].map((m) => m[1]!);
  const demos = new Map<string, { name: string; code: string }>();
  for (const name of names) {
    const demo = await readDemoCode(`${prefix}/${name}`);
    if (demo) demos.set(name, { name: demo.name, code: demo.ts.code });
  }
  return guideMarkdown(source, page.frontMatter, (name) => demos.get(name), page.file);
}
