import type { Metadata } from 'next';
import { MarketingDemos } from '@/src/demo/registries/MarketingDemos';
import { HomeContent } from '@/src/marketing/home/HomeContent';
import { MarketingFrame } from '@/src/marketing/MarketingFrame';
import { pageMetadata } from '@/src/shell/metadata';

const TITLE = 'MUI X: React components for data-heavy apps';

export const metadata: Metadata = {
  ...pageMetadata(
    '/',
    TITLE,
    'Data Grid, Date and Time Pickers, Charts and Tree View for React: free under MIT, with Pro and Premium plans for advanced features.',
  ),
  // The title already names MUI X: no " - MUI X" suffix from the root template.
  title: { absolute: TITLE },
};

export default function HomePage() {
  return (
    <MarketingFrame current="home">
      <HomeContent />
      <MarketingDemos />
    </MarketingFrame>
  );
}
