import type { Plan } from '../navigation/types';

/** Community below Pro below Premium, for comparing the plan a member needs with a page's. */
export function planRank(plan: Plan | undefined): number {
  return plan === 'premium' ? 2 : plan === 'pro' ? 1 : 0;
}
