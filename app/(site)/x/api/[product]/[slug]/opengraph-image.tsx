import { apiManifest, API_PRODUCTS } from '@/src/api/load';
import { apiCardData } from '@/src/og/labels';
import { OG_CONTENT_TYPE, OG_SIZE, ogNotFound, renderOgImage } from '@/src/og/render';

// One card per component or interface page, drawn at build (see docs/og-images.md).
export const dynamic = 'force-static';
export const dynamicParams = false;
export const alt = 'Title card of an MUI X API reference page';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return API_PRODUCTS.flatMap((product) =>
    apiManifest.products[product].entries.map((entry) => ({ product, slug: entry.slug })),
  );
}

export default async function Image({ params }: { params: Promise<{ product: string; slug: string }> }) {
  const { product, slug } = await params;
  const card = apiCardData(product, slug);
  return card ? renderOgImage(card) : ogNotFound();
}
