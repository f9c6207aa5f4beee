import Link from 'next/link';
import { SearchButton } from '../search/SearchButton';
import { SettingsButton } from '../shell/SettingsButton';
import { Icon } from '../shell/icons';
import { HEADER_LINKS, type MarketingSection } from './links';
import { Logo } from './Logo';
import { MarketingMenu } from './MarketingMenu';
import styles from './frame.module.css';
import { t } from '../i18n/translate';

/**
 * The marketing app bar. The link row is server HTML; below 900px it is hidden and the same
 * links are offered by `MarketingMenu`, the one client component of the marketing chrome.
 */
export function MarketingHeader({ current }: { current: MarketingSection }) {
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.brand} aria-current={current === 'home' ? 'page' : undefined}>
        <Logo className={styles.logo} />
        <span className={styles.wordmark}>MUI X</span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.navList}>
          {HEADER_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.navLink}
                aria-current={link.section === current ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.spacer} />
      <SearchButton icon={<Icon name="search" />} label={t('searchDocs')} />
      <SettingsButton icon={<Icon name="settings" size={22} />} label={t('settings')} />
      <MarketingMenu links={HEADER_LINKS} current={current} />
    </header>
  );
}
