import type { Metadata } from 'next';
import { DOCS_VERSION } from '@/src/config';
import { MarketingFrame } from '@/src/marketing/MarketingFrame';
import { planFeatures } from '@/src/marketing/pricing/plan-features';
import { SuiteContent } from '@/src/marketing/suite/SuiteContent';
import { hasPage } from '@/src/navigation/linked';
import { docsTree } from '@/src/navigation/tree';
import { pageMetadata } from '@/src/shell/metadata';

// `/x/` itself: the guide catch-all beside this file (`[...slug]`) needs at least one segment.
export const metadata: Metadata = pageMetadata(
  '/x/',
  'The MUI X suite',
  `Data Grid, Date and Time Pickers, Charts and Tree View ${DOCS_VERSION}: what each product includes in the Community, Pro and Premium plans, its packages and how to install them.`,
);

export default function SuitePage() {
  return (
    <MarketingFrame current="x">
      <SuiteContent features={planFeatures(docsTree, hasPage)} />
    </MarketingFrame>
  );
}
