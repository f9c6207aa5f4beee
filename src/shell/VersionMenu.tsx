'use client';
import * as React from 'react';
import { VERSIONS } from '../config';
import { t } from '../i18n/translate';
import { Icon } from './icons';
import styles from './header.module.css';

/**
 * The version menu as a disclosure of links: the current version is marked, the older
 * majors link to their own sites. Escape or a click elsewhere closes it.
 */
export function VersionMenu() {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const current = VERSIONS.find((v) => v.current)!;

  React.useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.versionRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.versionButton}
        aria-expanded={open}
        aria-controls="version-menu"
        aria-label={`${t('version')}: ${current.text}`}
        onClick={() => setOpen((value) => !value)}
      >
        {current.text}
        <span className={styles.versionArrow}>
          <Icon name="arrowDown" size={18} />
        </span>
      </button>
      <ul id="version-menu" className={styles.versionMenu} hidden={!open}>
        {VERSIONS.map((version) => (
          <li key={version.text}>
            <a
              href={version.href}
              aria-current={version.current ? 'page' : undefined}
              className={styles.versionLink}
              onClick={() => setOpen(false)}
            >
              {version.text}
              {version.current ? <span className={styles.current}>{t('currentVersion')}</span> : null}
            </a>
          </li>
        ))}
        <li>
          <a href="/versions/" className={styles.versionLink} onClick={() => setOpen(false)}>
            {t('allVersions')}
          </a>
        </li>
      </ul>
    </div>
  );
}
