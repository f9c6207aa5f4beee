import { apiManifest, API_PRODUCTS } from '@/src/api/load';
import {
  guidePages,
  loadApiMarkdown,
  loadGuideMarkdown,
  markdownUrl,
  parseMarkdownPath,
} from '@/src/llms/pages';

// Each guide page as Markdown at /markdown/<page path>.md, and with its demos in JavaScript at
// <page path>.js.md; each API page at /markdown/x/api/<product>/<slug>.md. All written at build
// (llms.txt lists them; the page menu copies and links them).
export const dynamic = 'force-static';
export const dynamicParams = false;

const toSlug = (url: string) => url.split('/').slice(2);

export function generateStaticParams() {
  return [
    ...guidePages().flatMap((page) => [
      { slug: toSlug(markdownUrl(page.pathname)) },
      { slug: toSlug(markdownUrl(page.pathname, 'JS')) },
    ]),
    ...API_PRODUCTS.flatMap((product) =>
      apiManifest.products[product].entries.map((entry) => ({
        slug: toSlug(markdownUrl(`/x/api/${product}/${entry.slug}`)),
      })),
    ),
  ];
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const path = parseMarkdownPath(`/${slug.join('/')}`);
  const markdown = !path
    ? null
    : path.pathname.startsWith('/x/api/')
      ? path.variant === 'TS'
        ? await loadApiMarkdown(path.pathname)
        : null
      : await loadGuideMarkdown(path.pathname, path.variant);
  if (!markdown) return new Response('Not found', { status: 404 });
  return new Response(markdown, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
}
