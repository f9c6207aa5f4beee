import { pageSources } from '@/generated/content-index';
import type { QuickEntry } from '@/src/search/quick-index';

// Written once at build: the quick search fetches this file when its dialog first opens.
export const dynamic = 'force-static';

export function GET() {
  const entries: QuickEntry[] = Object.values(pageSources).flatMap((page) => {
    const href = `${page.pathname}/`;
    const { title, plan } = page.frontMatter;
    return [
      { href, title, plan },
      ...page.headings.map((h) => ({ href: `${href}#${h.id}`, title, section: h.text, plan })),
    ];
  });
  return Response.json(entries);
}
