import * as React from 'react';
import Link from 'next/link';
import { DOCS_VERSION } from '../../config';
import { PlanTable } from './PlanTable';
import type { ProductFeatures } from './plan-features';
import { HeroArt } from '../HeroArt';
import m from '../marketing.module.css';
import styles from './pricing.module.css';

const PLAN_SUMMARIES = [
  {
    name: 'Community',
    license: 'Free, MIT license',
    text: 'The four community packages. A complete product on its own for most applications, with no license key.',
    packages: ['@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view'],
    more: null,
  },
  {
    name: 'Pro',
    license: 'Commercial license',
    text: 'Everything in Community, plus the Pro package of each product: pinning, reordering, tree data, range pickers, heatmaps, zoom and more.',
    packages: [
      '@mui/x-data-grid-pro',
      '@mui/x-date-pickers-pro',
      '@mui/x-charts-pro',
      '@mui/x-tree-view-pro',
    ],
    more: null,
  },
  {
    name: 'Premium',
    license: 'Commercial license',
    text: 'Everything in Pro, plus the Premium Data Grid: row grouping, aggregation, cell selection and the other most demanding grid features.',
    packages: ['@mui/x-data-grid-premium'],
    more: 'and every Pro package',
  },
] as const;

function count(product: ProductFeatures, plan: 'pro' | 'premium'): number {
  return product.sections.reduce((n, s) => n + s.rows.filter((r) => r.plan === plan).length, 0);
}

/** The /pricing/ page body: the three plans, then one feature table per product. */
export function PricingContent({ products }: { products: readonly ProductFeatures[] }) {
  return (
    <>
      <div className={m.hero}>
        <div className={`${m.container} ${m.heroGrid}`}>
          <div>
            <p className={m.eyebrow}>Plans</p>
            <h1 className={m.title}>Which plan does each MUI X feature need?</h1>
            <p className={m.lead}>
              MUI X comes in three plans: Community, Pro and Premium. Each plan includes everything in the one
              before it. The tables below list, product by product, the plan each documented feature needs in
              version {DOCS_VERSION}. This site does not sell licenses: the{' '}
              <Link href="/x/introduction/licensing/" className={m.textLink}>
                licensing guide
              </Link>{' '}
              explains the terms of each plan and how to install a license key.
            </p>
          </div>
          <HeroArt />
        </div>
      </div>

      <div className={m.container}>
        <section aria-labelledby="plans-heading" className={m.section}>
          <h2 id="plans-heading" className={m.sectionTitle}>
            The three plans
          </h2>
          <ul className={`${m.grid} ${styles.planList}`}>
            {PLAN_SUMMARIES.map((plan) => (
              <li key={plan.name} className={m.card}>
                <h3 className={m.cardTitle}>{plan.name}</h3>
                <p className={styles.license}>{plan.license}</p>
                <p className={m.cardText}>{plan.text}</p>
                <p className={styles.packages}>
                  <span className="visually-hidden">Packages: </span>
                  {/* One code element per package, each unbreakable: a list of names in one
                      element broke them mid-name ("@mui/x-" / "date-" / "pickers"). */}
                  {plan.packages.map((name, i) => (
                    <React.Fragment key={name}>
                      {i > 0 ? ', ' : null}
                      <code className={m.code}>{name}</code>
                    </React.Fragment>
                  ))}
                  {plan.more ? `, ${plan.more}` : null}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="features-heading" className={m.section}>
          <h2 id="features-heading" className={m.sectionTitle}>
            Features by plan
          </h2>
          <p className={m.sectionLead}>
            These tables are built from the plan labels of the documentation&apos;s navigation, so they always
            match the docs. A feature links to its guide once that guide is written; features marked Planned
            are on the roadmap and not released yet.
          </p>
          <nav aria-label="Products on this page" className={styles.jump}>
            <ul>
              {products.map((product) => {
                const id = product.key.replace(/^\/x\/|-group$/g, '');
                return (
                  <li key={product.key}>
                    <a href={`#${id}-heading`}>{product.title}</a>
                    <span className={styles.jumpCount}>
                      {count(product, 'pro')} Pro, {count(product, 'premium')} Premium
                    </span>
                  </li>
                );
              })}
            </ul>
          </nav>
          {products.map((product) => (
            <PlanTable key={product.key} product={product} />
          ))}
        </section>

        <div className={m.callout}>
          <h2 className={m.sectionTitle}>Start with Community, move up when you need to</h2>
          <p className={m.sectionLead}>
            Commercial packages are supersets of their community package: switching plans means changing an
            import, not rewriting your screens. Without a key they run with a watermark, so you can try them
            first.
          </p>
          <div className={m.actions}>
            <Link href="/x/introduction/licensing/" className={m.button}>
              Read the licensing guide
            </Link>
            <Link href="/x/introduction/installation/" className={m.buttonSecondary}>
              Install a package
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
