import { ogParams, ogResponse } from '@/src/og/routes';

// Every page's card at /og/<page path>.png, drawn at build (docs/og-images.md).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ogParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  return ogResponse((await params).slug);
}
