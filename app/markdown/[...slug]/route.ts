import { guidePages, loadGuideMarkdown } from '@/src/llms/pages';

// Each guide page as Markdown at /markdown/<page path>.md, written at build (llms.txt lists them).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return guidePages().map((page) => {
    const parts = page.pathname.split('/').slice(1);
    parts[parts.length - 1] = `${parts.at(-1)}.md`;
    return { slug: parts };
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const markdown = await loadGuideMarkdown(`/${slug.join('/').replace(/\.md$/, '')}`);
  if (!markdown) return new Response('Not found', { status: 404 });
  return new Response(markdown, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
}
