import type { Metadata } from 'next';
import { PricingContent } from '@/src/marketing/pricing/PricingContent';
import { planFeatures } from '@/src/marketing/pricing/plan-features';
import { MarketingFrame } from '@/src/marketing/MarketingFrame';
import { hasPage } from '@/src/navigation/linked';
import { docsTree } from '@/src/navigation/tree';
import { pageMetadata } from '@/src/shell/metadata';

export const metadata: Metadata = pageMetadata(
  '/pricing/',
  'Plans and features',
  'Which MUI X features are in the free Community plan and which need Pro or Premium, for the Data Grid, Date and Time Pickers, Charts and Tree View.',
);

/** The plan comparison, derived at build from the navigation tree's plan labels. */
export default function PricingPage() {
  return (
    <MarketingFrame current="pricing">
      <PricingContent products={planFeatures(docsTree, hasPage)} />
    </MarketingFrame>
  );
}
