import { t } from '../i18n/translate';
import type { NavItem, Plan } from '../navigation/types';
import styles from './badges.module.css';

/** "Pro" or "Premium": the plan a page or feature needs, with its full name for screen readers. */
export function PlanBadge({ plan, size = 'small' }: { plan: Plan; size?: 'small' | 'large' }) {
  const label = plan === 'pro' ? t('planPro') : t('planPremium');
  return (
    <span
      className={`${styles.badge} ${styles[plan]} ${size === 'large' ? styles.large : ''}`}
      title={label}
      aria-label={label}
      data-plan={plan}
    >
      {plan === 'pro' ? 'Pro' : 'Premium'}
    </span>
  );
}

/** The chips of a navigation item: plan, New, Planned, Unstable. */
export function NavFlags({ item }: { item: NavItem }) {
  return (
    <>
      {item.plan ? <PlanBadge plan={item.plan} /> : null}
      {item.newFeature ? <span className={`${styles.chip} ${styles.new}`}>{t('newFeature')}</span> : null}
      {item.planned ? <span className={`${styles.chip} ${styles.planned}`}>{t('planned')}</span> : null}
      {item.unstable ? <span className={`${styles.chip} ${styles.unstable}`}>{t('unstable')}</span> : null}
    </>
  );
}
