import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import demoCode from '../../generated/demo-code.json';
import { pageSources } from '../../generated/content-index';
import type { PageSource } from '../content/source';
import { guideMarkdown } from './markdown';

type DemoCode = Record<string, { name: string; ts: { code: string } }>;

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
  const demos = demoCode as unknown as DemoCode;
  const prefix = pathname.replace(/^\/x\//, '');
  return guideMarkdown(
    source,
    page.frontMatter,
    (name) => {
      const demo = demos[`${prefix}/${name}`];
      return demo && { name: demo.name, code: demo.ts.code };
    },
    page.file,
  );
}
