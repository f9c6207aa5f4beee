import { VERSIONS } from '../config';
import { t } from '../i18n/translate';
import { Icon } from './icons';
import styles from './header.module.css';

/**
 * The version menu: the current version, marked, and the older majors' own sites. Server HTML and
 * a native popover, as the page menu is (PageMenu.tsx): the button opens it, Escape and a click
 * elsewhere close it and focus returns to the button, with no JavaScript. The delegated link
 * listener closes it when one of its links opens a page in the app (DelegatedLinks.tsx).
 */
export function VersionMenu() {
  const current = VERSIONS.find((v) => v.current)!;
  return (
    <>
      <button
        type="button"
        className={styles.versionButton}
        popoverTarget="version-menu"
        aria-label={`${t('version')}: ${current.text}`}
      >
        {current.text}
        <span className={styles.versionArrow}>
          <Icon name="arrowDown" size={18} />
        </span>
      </button>
      <ul id="version-menu" popover="auto" className={styles.versionMenu}>
        {VERSIONS.map((version) => (
          <li key={version.text}>
            <a
              href={version.href}
              aria-current={version.current ? 'page' : undefined}
              className={styles.versionLink}
            >
              {version.text}
              {version.current ? <span className={styles.current}>{t('currentVersion')}</span> : null}
            </a>
          </li>
        ))}
        <li>
          <a href="/versions/" className={styles.versionLink}>
            {t('allVersions')}
          </a>
        </li>
      </ul>
    </>
  );
}
