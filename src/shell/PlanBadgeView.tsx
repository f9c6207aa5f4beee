import type { Plan } from '../navigation/types';
import styles from './badges.module.css';

/**
 * The badge's markup, with its label given: client components (the table of contents) render
 * this one, so the interface strings stay out of their bundle. Elsewhere use PlanBadge.
 */
export function PlanBadgeView({
  plan,
  label,
  size = 'small',
}: {
  plan: Plan;
  label: string;
  size?: 'small' | 'large';
}) {
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
