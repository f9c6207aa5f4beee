import { guideOgParams, guideOgResponse } from '@/src/og/guide-route';

// Each guide page's card at /og/x/<page path>.png, drawn at build (docs/og-images.md). Not an
// opengraph-image file beside the page: Next rejects that file under a catch-all segment.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return guideOgParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  return guideOgResponse((await params).slug);
}
