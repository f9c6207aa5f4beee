import type { Plan } from '../navigation/types';
import type { ApiMember, ApiPageData } from './types';

/** Community below Pro below Premium, for comparing the plan a member needs with a page's. */
export function planRank(plan: Plan | undefined): number {
  return plan === 'premium' ? 2 : plan === 'pro' ? 1 : 0;
}

/**
 * The plan a member needs. An unbadged member of a component page is Community (the generator
 * badges every prop a lower-plan sibling lacks, see assignMemberPlans in build/extract.ts); an
 * unbadged member of an interface page needs no more than the page (build/interfaces.ts).
 */
export function memberPlan(page: Pick<ApiPageData, 'kind' | 'plan'>, member: Pick<ApiMember, 'plan'>) {
  return member.plan ?? (page.kind === 'component' ? 'community' : (page.plan ?? 'community'));
}
