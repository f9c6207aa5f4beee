import type { Metadata } from 'next';
import { pageMetadata } from '@/src/shell/metadata';
import { Playground } from '@/src/playground/Playground';

// Outside app/(site): no theme wrapper (spec section 2), components render with MUI defaults.
export const metadata: Metadata = pageMetadata(
  '/playground/',
  'Playground',
  'Try any MUI X component in a live editor.',
);

export default function PlaygroundPage() {
  return <Playground />;
}
