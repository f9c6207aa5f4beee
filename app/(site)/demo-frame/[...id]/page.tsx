import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import demoIndex from '@/generated/demo-index.json';
import { demoRuntimes } from '@/generated/demo-runtimes';
import { FrameDemo } from '@/src/demo/FrameDemo';
import { getProductInfoFromUrl } from '@/src/navigation/product';
import { pageMetadata } from '@/src/shell/metadata';
import { extraFontsClassName } from '@/src/theme/extra-fonts';

// A demo alone in its own document, for demos that set `iframe` (full-page layouts,
// direction or theme isolation) and for the templates' gallery: those are prerendered. Any
// other demo's frame (the bench measures each demo alone here) is rendered on request: a
// prerendered frame per demo cost a page per demo at build, ~900 at full size.
export const dynamicParams = true;
type Props = { params: Promise<{ id: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = (await params).id.join('/');
  const metadata = pageMetadata(`/demo-frame/${id}/`, `${id.split('/').at(-1)} demo`);
  // The product is the one of the page the demo belongs to.
  const page = demoIndex.find((demo) => demo.id === id)?.page ?? '';
  const { productId, productCategoryId } = getProductInfoFromUrl(`${page}/`);
  return {
    ...metadata,
    other: { 'mui:productId': productId, 'mui:productCategoryId': productCategoryId },
    robots: { index: false },
  };
}

export function generateStaticParams() {
  return demoIndex.filter((demo) => demo.serverRendered).map((demo) => ({ id: demo.id.split('/') }));
}

export default async function DemoFramePage({ params }: Props) {
  const id = (await params).id.join('/');
  // Server-rendered demos bring their runtime; any other demo of the index loads by id.
  const Runtime = demoRuntimes[id];
  if (!Runtime && !demoIndex.some((demo) => demo.id === id)) notFound();
  const name = id.split('/').at(-1)!;
  // The onepirate template's preview needs its fonts here too (spec section 2: by path).
  const fonts = extraFontsClassName(`/demo-frame/${id}/`);
  return (
    <div className={fonts || undefined}>
      <FrameDemo id={id} name={name} Runtime={Runtime} />
    </div>
  );
}
