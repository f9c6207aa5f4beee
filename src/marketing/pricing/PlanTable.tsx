import Link from 'next/link';
import { PLANS, type FeatureRow, type ProductFeatures } from './plan-features';
import styles from './pricing.module.css';

const PLAN_NAMES = { community: 'Community', pro: 'Pro', premium: 'Premium' } as const;

function Tick({ included, planned, plan }: { included: boolean; planned: boolean; plan: string }) {
  // A planned feature is in no plan yet: a tick would promise it today.
  if (included && planned)
    return (
      <>
        <span aria-hidden="true" className={styles.dash}>
          Soon
        </span>
        <span className="visually-hidden">Planned for {plan}</span>
      </>
    );
  return included ? (
    <>
      <span aria-hidden="true" className={styles.tick}>
        ✓
      </span>
      <span className="visually-hidden">Included in {plan}</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className={styles.dash}>
        –
      </span>
      <span className="visually-hidden">Not in {plan}</span>
    </>
  );
}

function FeatureName({ row }: { row: FeatureRow }) {
  return (
    <>
      {row.href ? <Link href={row.href}>{row.label}</Link> : <span>{row.label}</span>}
      {row.planned ? <span className={styles.planned}>Planned</span> : null}
    </>
  );
}

/** One product's comparison: a table with a caption, column headers and one row per feature. */
export function PlanTable({ product }: { product: ProductFeatures }) {
  const id = product.key.replace(/^\/x\/|-group$/g, '');
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.product}>
      <h2 id={`${id}-heading`} className={styles.productTitle}>
        {product.title}
      </h2>
      {/* Tables do not shrink below their content; the wrapper scrolls on its own instead of the page. */}
      <div className={styles.tableScroll} tabIndex={0} role="group" aria-labelledby={`${id}-caption`}>
        <table className={styles.table} data-product={id}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {product.title} features by plan
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.featureCol}>
                Feature
              </th>
              {PLANS.map((plan) => (
                <th key={plan} scope="col" className={styles.planCol}>
                  {PLAN_NAMES[plan]}
                </th>
              ))}
            </tr>
          </thead>
          {product.sections.map((section) => (
            <tbody key={`${section.title}-${section.rows[0]!.key}`}>
              {section.title ? (
                <tr>
                  <th scope="rowgroup" colSpan={4} className={styles.sectionHead}>
                    {section.title}
                  </th>
                </tr>
              ) : null}
              {section.rows.map((row) => (
                <tr key={row.key} data-plan={row.plan}>
                  <th scope="row" className={styles.featureName}>
                    <FeatureName row={row} />
                  </th>
                  {PLANS.map((plan, i) => (
                    <td key={plan}>
                      <Tick included={row.included[i]!} planned={row.planned} plan={PLAN_NAMES[plan]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
