import { pageSources } from '@/generated/content-index';
import { apiManifest, API_PRODUCTS } from '@/src/api/load';
import type { QuickEntry } from '@/src/search/quick-index';

// Written once at build: the quick search fetches this file when its dialog first opens.
export const dynamic = 'force-static';

export function GET() {
  const guides: QuickEntry[] = Object.values(pageSources).flatMap((page) => {
    const href = `${page.pathname}/`;
    const { title, plan } = page.frontMatter;
    return [
      { href, title, plan },
      ...page.headings.map((h) => ({ href: `${href}#${h.id}`, title, section: h.text, plan })),
    ];
  });
  // API pages by title only: their props are for the full-text search to index.
  const api: QuickEntry[] = API_PRODUCTS.flatMap((product) => [
    { href: `/x/api/${product}/`, title: `${apiManifest.products[product].title} API` },
    ...apiManifest.products[product].entries.map((e) => ({
      href: `/x/api/${product}/${e.slug}/`,
      title: `${e.name} API`,
      plan: e.plan,
    })),
  ]);
  return Response.json([...guides, ...api]);
}
