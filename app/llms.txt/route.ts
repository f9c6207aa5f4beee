import { apiManifest, API_PRODUCTS } from '@/src/api/load';
import { siteUrl, DOCS_VERSION } from '@/src/config';
import { guidePages, markdownUrl } from '@/src/llms/pages';
import { productName } from '@/src/search/build/records';

// The llms.txt index (https://llmstxt.org): the guides as Markdown, then the API reference.
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
    `> React components for data-rich applications: the Data Grid, the Date and Time Pickers, the Charts and the Tree View. This site documents version ${DOCS_VERSION}; each guide below is linked as Markdown, with its demos' source inline.`,
    '',
    ...[...groups].flatMap(([product, entries]) => [`## ${product} guides`, '', ...entries, '']),
    '## API reference',
    '',
    ...API_PRODUCTS.map(
      (product) =>
        `- [${apiManifest.products[product].title} API](${base}/x/api/${product}/): every component and interface, with props, slots and CSS classes`,
    ),
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
