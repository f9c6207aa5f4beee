import { apiManifest, API_PRODUCTS } from '@/src/api/load';
import { siteUrl, DOCS_VERSION } from '@/src/config';
import { guidePages, markdownUrl } from '@/src/llms/pages';
import { productName } from '@/src/search/build/records';

// The llms.txt index (https://llmstxt.org): the guides as Markdown, then every API page as Markdown.
export const dynamic = 'force-static';

export function GET() {
  const base = siteUrl();
  const groups = new Map<string, string[]>();
  for (const page of guidePages().sort((a, b) => a.pathname.localeCompare(b.pathname))) {
    const product = productName(page.pathname);
    const line = `- [${page.frontMatter.title}](${base}${markdownUrl(page.pathname)}): ${page.frontMatter.description}`;
    groups.set(product, [...(groups.get(product) ?? []), line]);
  }
  const lines = [
    `# MUI X documentation (${DOCS_VERSION})`,
    '',
    `> React components for data-rich applications: the Data Grid, the Date and Time Pickers, the Charts and the Tree View. This site documents version ${DOCS_VERSION}; each guide below is linked as Markdown, with its demos' source inline (TypeScript; the same path ending in .js.md has them in JavaScript), and so is each API page, with its props, slots and CSS classes as tables.`,
    '',
    ...[...groups].flatMap(([product, entries]) => [`## ${product} guides`, '', ...entries, '']),
    ...API_PRODUCTS.flatMap((product) => {
      const { title, entries } = apiManifest.products[product];
      return [
        `## ${title} API reference`,
        '',
        `- [${title} API index](${base}/x/api/${product}/): every component and interface of the product`,
        ...entries.map(
          (entry) =>
            `- [${entry.name} API](${base}${markdownUrl(`/x/api/${product}/${entry.slug}`)})${entry.summary ? `: ${entry.summary}` : ''}`,
        ),
        '',
      ];
    }),
  ];
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
