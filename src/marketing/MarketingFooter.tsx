import Link from 'next/link';
import { DOCS_VERSION } from '../config';
import { PRODUCTS } from './links';
import { Logo } from './Logo';
import styles from './frame.module.css';

const RESOURCES = [
  { href: '/x/introduction/installation/', label: 'Installation' },
  { href: '/versions/', label: 'All versions' },
  { href: '/blog/', label: 'Blog' },
  { href: '/templates/', label: 'Templates' },
] as const;

/** The marketing footer: product and resource links, and the documented version. */
export function MarketingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Link href="/" className={styles.brand}>
            <Logo className={styles.logo} />
            <span className={styles.wordmark}>MUI X</span>
          </Link>
          <p className={styles.footerNote}>
            Advanced React components for data-heavy applications, built on Material UI.
          </p>
          <p className={styles.footerNote}>
            Documentation for version <strong>{DOCS_VERSION}</strong>
          </p>
        </div>
        <nav aria-label="Products" className={styles.footerColumn}>
          <h2 className={styles.footerHeading}>Products</h2>
          <ul>
            {PRODUCTS.map((product) => (
              <li key={product.id}>
                <Link href={product.overview}>{product.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Resources" className={styles.footerColumn}>
          <h2 className={styles.footerHeading}>Resources</h2>
          <ul>
            {RESOURCES.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              {/* A file, not a page: a plain link so the browser fetches it. */}
              <a href="/blog/feed.xml">Blog feed</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
