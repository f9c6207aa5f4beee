import { t } from '../i18n/translate';
import type { Plan } from '../navigation/types';
import { PlanBadgeView } from './PlanBadgeView';

/** The screen-reader names of the plans, for client components given them as a prop. */
export const planLabels = (): Record<Plan, string> => ({ pro: t('planPro'), premium: t('planPremium') });

/** "Pro" or "Premium": the plan a page or feature needs, with its full name for screen readers. */
export function PlanBadge({ plan, size = 'small' }: { plan: Plan; size?: 'small' | 'large' }) {
  return <PlanBadgeView plan={plan} size={size} label={planLabels()[plan]} />;
}
