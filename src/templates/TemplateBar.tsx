import Link from 'next/link';
import { SettingsButton } from '../shell/SettingsButton';
import { Icon } from '../shell/icons';
import styles from './templates.module.css';
import { t } from '../i18n/translate';

/**
 * The slim site bar above a full-page template: back to the gallery, the template's name,
 * its source, and the reader's settings (colour mode, direction) to try it in each.
 */
export function TemplateBar({ slug, title }: { slug: string; title: string }) {
  return (
    <nav aria-label="Template" className={styles.bar}>
      <Link href="/templates/" className={styles.barLink}>
        <span aria-hidden="true" className={styles.backArrow}>
          ←
        </span>{' '}
        All templates
      </Link>
      <span className={styles.barTitle}>{title} template</span>
      <Link href={`/templates/#${slug}`} className={styles.barLink}>
        Source
      </Link>
      <SettingsButton icon={<Icon name="settings" size={22} />} label={t('settings')} />
    </nav>
  );
}
