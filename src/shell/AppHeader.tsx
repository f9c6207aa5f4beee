import { SOURCE_REPOSITORY_URL } from '../config';
import { t } from '../i18n/translate';
import type { ProductId } from '../navigation/product';
import { SearchButton } from '../search/SearchButton';
import { MobileNavButton } from './MobileNav';
import { SettingsButton } from './SettingsButton';
import { VersionMenu } from './VersionMenu';
import { Icon } from './icons';
import styles from './header.module.css';

const PRODUCT_NAMES: Partial<Record<ProductId, string>> = {
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
  'x-introduction': 'Documentation',
};

/** The app bar: product and section, version menu, repository link and settings. */
export function AppHeader({ productId, withNav = true }: { productId: ProductId; withNav?: boolean }) {
  return (
    <header className={styles.header} data-inert-with-nav>
      {withNav ? (
        <MobileNavButton
          icon={<Icon name="menu" size={24} />}
          label={t('openNavigation')}
          panelLabel={t('documentation')}
        />
      ) : null}
      <a href="/x/introduction/" className={styles.brand}>
        <svg className={styles.logo} viewBox="0 0 36 32" aria-hidden="true" focusable="false">
          <path d="M30.3 21.7V10.4l-4.8 2.8v11.3l4.8-2.8ZM5.7 10.4v11.3l4.8 2.8V13.2L5.7 10.4Zm15 14.1-2.7 1.6-2.7-1.6V13.2l-4.8-2.8v11.3l7.5 4.4 7.5-4.4V10.4l-4.8 2.8v11.3ZM18 6.1 10.5 1.7 3 6.1l4.8 2.8 2.7-1.6 2.7 1.6L18 6.1Zm0 0 4.8 2.8 2.7-1.6 2.7 1.6L33 6.1l-7.5-4.4L18 6.1Z" />
        </svg>
        <span className={styles.brandText}>
          MUI X<span className={styles.section}>{PRODUCT_NAMES[productId] ?? 'Documentation'}</span>
        </span>
      </a>
      <div className={styles.spacer} />
      <SearchButton icon={<Icon name="search" />} label={t('searchDocs')} />
      <VersionMenu />
      <a
        href={SOURCE_REPOSITORY_URL}
        className={styles.iconLink}
        aria-label={t('sourceRepository')}
        title={t('sourceRepository')}
        rel="noopener"
      >
        <Icon name="github" />
      </a>
      <SettingsButton icon={<Icon name="settings" size={22} />} label={t('settings')} />
    </header>
  );
}
