import { API_PRODUCTS } from '@/src/api/load';
import { apiCardData } from '@/src/og/labels';
import { OG_CONTENT_TYPE, OG_SIZE, ogNotFound, renderOgImage } from '@/src/og/render';

// The card of a product's API index, drawn at build (see docs/og-images.md).
export const dynamic = 'force-static';
export const dynamicParams = false;
export const alt = 'Title card of an MUI X API reference index';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return API_PRODUCTS.map((product) => ({ product }));
}

export default async function Image({ params }: { params: Promise<{ product: string }> }) {
  const card = apiCardData((await params).product);
  return card ? renderOgImage(card) : ogNotFound();
}
