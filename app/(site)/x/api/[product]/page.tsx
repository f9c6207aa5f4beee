import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  ApiIndexContent,
  apiIndexDescription,
  apiIndexHeadings,
  apiIndexTitle,
} from '@/src/api/ApiIndexContent';
import { API_PRODUCTS, isApiProduct } from '@/src/api/load';
import { linkedTree } from '@/src/navigation/linked';
import { DocsFrame } from '@/src/shell/DocsFrame';
import { ogMetadata } from '@/src/og/routes';
import { pageMetadata } from '@/src/shell/metadata';

type Props = { params: Promise<{ product: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return API_PRODUCTS.map((product) => ({ product }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await params;
  if (!isApiProduct(product)) return {};
  return {
    ...pageMetadata(`/x/api/${product}/`, apiIndexTitle(product), apiIndexDescription(product)),
    openGraph: ogMetadata(`/x/api/${product}`, 'Title card of an MUI X API reference index'),
  };
}

export default async function ApiIndexPage({ params }: Props) {
  const { product } = await params;
  if (!isApiProduct(product)) notFound();
  return (
    <DocsFrame
      pathname={`/x/api/${product}`}
      tree={linkedTree}
      frontMatter={{ title: apiIndexTitle(product), description: apiIndexDescription(product) }}
      headings={apiIndexHeadings(product)}
      editUrl={null}
    >
      <ApiIndexContent product={product} />
    </DocsFrame>
  );
}
