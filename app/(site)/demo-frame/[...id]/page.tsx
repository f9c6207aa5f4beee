import type { Metadata } from 'next';
import demoIndex from '@/generated/demo-index.json';
import { demoRuntimes } from '@/generated/demo-runtimes';
import { FrameDemo } from '@/src/demo/FrameDemo';

// A demo alone in its own document, for demos that set `iframe` (full-page layouts,
// direction or theme isolation). Not a page of the documentation: not indexed.
export const dynamicParams = false;
export const metadata: Metadata = { robots: { index: false } };

export function generateStaticParams() {
  return demoIndex.map((demo) => ({ id: demo.id.split('/') }));
}

export default async function DemoFramePage({ params }: { params: Promise<{ id: string[] }> }) {
  const id = (await params).id.join('/');
  const name = id.split('/').at(-1)!;
  return <FrameDemo name={name} Runtime={demoRuntimes[id]!} />;
}
