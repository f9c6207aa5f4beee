import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { apiHeadings, ApiPageContent } from '@/src/api/ApiPageContent';
import { apiPageDescription } from '@/src/api/describe';
import { apiManifest, API_PRODUCTS, loadApiPage } from '@/src/api/load';
import { markdownUrl } from '@/src/llms/pages';
import { linkedTree } from '@/src/navigation/linked';
import { DocsFrame } from '@/src/shell/DocsFrame';
import { ogMetadata } from '@/src/og/routes';
import { pageMetadata } from '@/src/shell/metadata';

type Props = { params: Promise<{ product: string; slug: string }> };

// Every API page is generated at build from the packages; any other path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return API_PRODUCTS.flatMap((product) =>
    apiManifest.products[product].entries.map((entry) => ({ product, slug: entry.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product, slug } = await params;
  const page = await loadApiPage(product, slug);
  if (!page) return {};
  return {
    ...pageMetadata(`/x/api/${product}/${slug}/`, `${page.name} API`, apiPageDescription(page)),
    openGraph: ogMetadata(`/x/api/${product}/${slug}`, `Title card of the ${page.name} API reference page`),
  };
}

export default async function ApiReferencePage({ params }: Props) {
  const { product, slug } = await params;
  const page = await loadApiPage(product, slug);
  if (!page) notFound();
  return (
    <DocsFrame
      pathname={`/x/api/${product}/${slug}`}
      tree={linkedTree}
      frontMatter={{
        title: `${page.name} API`,
        description: apiPageDescription(page),
        ...(page.plan ? { plan: page.plan } : {}),
      }}
      headings={apiHeadings(page)}
      editUrl={null}
      markdown={{ markdown: markdownUrl(`/x/api/${product}/${slug}`) }}
    >
      <ApiPageContent page={page} />
    </DocsFrame>
  );
}
