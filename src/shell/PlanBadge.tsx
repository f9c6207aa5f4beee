import { t } from '../i18n/translate';
import type { Plan } from '../navigation/types';
import styles from './badges.module.css';

/** "Pro" or "Premium": the plan a page or feature needs, with its full name for screen readers. */
export function PlanBadge({ plan, size = 'small' }: { plan: Plan; size?: 'small' | 'large' }) {
  const label = plan === 'pro' ? t('planPro') : t('planPremium');
  return (
    <span
      className={
        size === 'large'
          ? `${styles.badge} ${styles[plan]} ${styles.large}`
          : `${styles.badge} ${styles[plan]}`
      }
      title={label}
      aria-label={label}
      data-plan={plan}
    >
      {plan === 'pro' ? 'Pro' : 'Premium'}
    </span>
  );
}
