/**
 * The site's own ads, shown when the ad network is blocked or not configured (spec sections
 * 3 and 4). They only point at pages of this site; images are in public/ads/.
 */
export interface Ad {
  name: string;
  link: string;
  img: string;
  description: string;
  poweredby: string;
  label: string;
}

export const INHOUSE_ADS: readonly Ad[] = [
  {
    name: 'pro-plan',
    link: '/x/introduction/licensing/',
    img: '/ads/pro-plan.svg',
    description: 'Tree data, column pinning and lazy loading in the Data Grid: see what the Pro plan adds.',
    poweredby: 'MUI X',
    label: 'in-house-pro-plan',
  },
  {
    name: 'premium-plan',
    link: '/x/introduction/licensing/',
    img: '/ads/premium-plan.svg',
    description: 'Row grouping, aggregation and Excel export: the Premium plan for data-heavy apps.',
    poweredby: 'MUI X',
    label: 'in-house-premium-plan',
  },
  {
    name: 'api-reference',
    link: '/x/api/data-grid/',
    img: '/ads/api-reference.svg',
    description:
      'Every prop, slot and CSS class of every component, generated from the 8.0.0-beta.3 packages.',
    poweredby: 'MUI X',
    label: 'in-house-api-reference',
  },
  {
    name: 'whats-new',
    link: '/x/whats-new/',
    img: '/ads/whats-new.svg',
    description: 'The new Toolbar, the Radar chart and more: what changed in MUI X v8.',
    poweredby: 'MUI X',
    label: 'in-house-whats-new',
  },
];
