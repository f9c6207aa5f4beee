import Link from 'next/link';
import { DOCS_VERSION } from '../../config';
import { PRODUCTS, type Product } from '../links';
import type { FeatureRow, ProductFeatures } from '../pricing/plan-features';
import { HeroArt } from '../HeroArt';
import m from '../marketing.module.css';
import styles from './suite.module.css';

/** What each product is for, and what its free package covers, in a sentence each. */
const ABOUT: Record<Product['id'], { text: string; community: string; extraInstall?: string }> = {
  'data-grid': {
    text: 'A table component for large, editable data sets: rows and columns are virtualized, and every interaction works with the keyboard.',
    community:
      'Sorting, filtering, pagination, cell and row editing, row selection, column groups, CSV export, the toolbar components and server-side data.',
  },
  'date-pickers': {
    text: 'Fields, calendars, clocks and pickers for entering dates and times, with validation, time zones and localization.',
    community:
      'Date, time and date-time fields and pickers, calendars and clocks, validation, shortcuts, time zones and calendar systems.',
    // The pickers format and parse through a date library the application chooses.
    extraInstall: 'dayjs',
  },
  charts: {
    text: 'Charts drawn in SVG and composed from series, axes, legends and tooltips that share one data model.',
    community:
      'Bar, line, area, pie, scatter, sparkline, gauge and radar charts, with axes, legends, tooltips, stacking and highlighting.',
  },
  'tree-view': {
    text: 'Hierarchical lists for files, categories and navigation, written as JSX or generated from data.',
    community:
      'Simple and Rich Tree View with expansion, single and multiple selection, focus management, label editing and custom items.',
  },
};

function rowsOf(features: ProductFeatures | undefined, plan: FeatureRow['plan']): FeatureRow[] {
  return features?.sections.flatMap((s) => s.rows.filter((r) => r.plan === plan && !r.planned)) ?? [];
}

function FeatureList({ rows }: { rows: FeatureRow[] }) {
  return (
    <ul className={styles.features}>
      {rows.map((row) => (
        <li key={row.key}>{row.href ? <Link href={row.href}>{row.label}</Link> : row.label}</li>
      ))}
    </ul>
  );
}

function ProductSection({ product, features }: { product: Product; features: ProductFeatures | undefined }) {
  const about = ABOUT[product.id];
  const pro = rowsOf(features, 'pro');
  const premium = rowsOf(features, 'premium');
  const install = [`${product.packages.community}@${DOCS_VERSION}`, about.extraInstall]
    .filter(Boolean)
    .join(' ');
  const headingId = `${product.id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.product}>
      <h2 id={headingId} className={m.sectionTitle}>
        {product.name}
      </h2>
      <p className={m.sectionLead}>{about.text}</p>
      <div className={styles.plans}>
        <div className={styles.plan}>
          <h3 className={styles.planName}>Community</h3>
          <p className={styles.package}>
            <code className={m.code}>{product.packages.community}</code>
          </p>
          <p className={styles.planText}>{about.community}</p>
        </div>
        <div className={styles.plan}>
          <h3 className={styles.planName}>Pro</h3>
          <p className={styles.package}>
            <code className={m.code}>{product.packages.pro}</code>
          </p>
          <p className={styles.planText}>Everything in Community, and:</p>
          <FeatureList rows={pro} />
        </div>
        <div className={styles.plan}>
          <h3 className={styles.planName}>Premium</h3>
          {product.packages.premium ? (
            <>
              <p className={styles.package}>
                <code className={m.code}>{product.packages.premium}</code>
              </p>
              <p className={styles.planText}>Everything in Pro, and:</p>
              <FeatureList rows={premium} />
            </>
          ) : (
            <p className={styles.planText}>
              No separate package: a Premium license covers{' '}
              <code className={m.code}>{product.packages.pro}</code> and all of its features.
            </p>
          )}
        </div>
      </div>
      <p className={styles.installLabel}>Install the Community package:</p>
      <code className={m.command}>npm install {install}</code>
      <div className={m.cardLinks}>
        <Link href={product.overview} className={m.textLink}>
          {product.name} overview
        </Link>
        <Link href={product.quickstart} className={m.textLink}>
          Quickstart
        </Link>
      </div>
    </section>
  );
}

/**
 * The /x/ landing page body: the four products, what each plan adds to each (the Pro and
 * Premium lists come from the navigation's plan labels, like the pricing tables), packages
 * and install commands.
 */
export function SuiteContent({ features }: { features: readonly ProductFeatures[] }) {
  const byName = new Map(features.map((f) => [f.title, f]));
  return (
    <>
      <div className={m.hero}>
        <div className={`${m.container} ${m.heroGrid}`}>
          <div>
            <p className={m.eyebrow}>MUI X {DOCS_VERSION}</p>
            <h1 className={m.title}>The MUI X suite</h1>
            <p className={m.lead}>
              Four React component libraries, published together under one version number and meant to be
              upgraded together. Each product has a free MIT package and commercial packages that extend it.
              Install only the products you need.
            </p>
            <nav aria-label="Products on this page" className={styles.jump}>
              <ul>
                {PRODUCTS.map((product) => (
                  <li key={product.id}>
                    <a href={`#${product.id}-heading`}>{product.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <HeroArt />
        </div>
      </div>
      <div className={m.container}>
        {PRODUCTS.map((product) => (
          <ProductSection key={product.id} product={product} features={byName.get(product.name)} />
        ))}
        <section aria-labelledby="next-heading" className={m.callout}>
          <h2 id="next-heading" className={m.sectionTitle}>
            Where to go next
          </h2>
          <p className={m.sectionLead}>
            The installation guide lists peer dependencies and date libraries; the licensing guide explains
            the commercial packages and the license key.
          </p>
          <div className={m.actions}>
            <Link href="/x/introduction/installation/" className={m.button}>
              Installation guide
            </Link>
            <Link href="/x/introduction/licensing/" className={m.buttonSecondary}>
              Licensing
            </Link>
            <Link href="/pricing/" className={m.buttonSecondary}>
              Compare plans
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
