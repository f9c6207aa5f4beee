import { t } from '../i18n/translate';
import type { MarketingSection } from './links';
import { MarketingFooter } from './MarketingFooter';
import { MarketingHeader } from './MarketingHeader';
import styles from './frame.module.css';

/**
 * The chrome of the marketing pages (home, /x/, pricing, blog, templates): header, main
 * landmark and footer. Server-rendered; the only client code is the header's buttons.
 */
export function MarketingFrame({
  current,
  children,
}: {
  current: MarketingSection;
  children: React.ReactNode;
}) {
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <MarketingHeader current={current} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <MarketingFooter />
    </>
  );
}
