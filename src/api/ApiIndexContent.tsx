import type { Heading } from '../content/headings';
import { SiteLink } from '../content/SiteLink';
import type { ApiProduct } from '../navigation/types';
import { PlanBadge } from '../shell/PlanBadge';
import { DOCUMENTED_VERSION, OTHER_VERSION_REASON } from './build/config';
import { apiManifest } from './load';
import { SectionHeading } from './SectionHeading';
import type { ApiIndexEntry } from './types';
import styles from './api.module.css';

export function apiIndexTitle(product: ApiProduct): string {
  return `${apiManifest.products[product].title} API`;
}

export function apiIndexDescription(product: ApiProduct): string {
  const { title, entries } = apiManifest.products[product];
  const count = (kind: ApiIndexEntry['kind']) => entries.filter((e) => e.kind === kind).length;
  const interfaces = count('interface');
  return (
    `The ${count('component')} components${interfaces ? ` and ${interfaces} interfaces` : ''} of the ${title}, ` +
    'generated from the packages’ type declarations.'
  );
}

export function apiIndexHeadings(product: ApiProduct): Heading[] {
  const { entries } = apiManifest.products[product];
  return [
    { depth: 2, id: 'packages', text: 'Packages' },
    { depth: 2, id: 'components', text: 'Components' },
    ...(entries.some((e) => e.kind === 'interface')
      ? [{ depth: 2 as const, id: 'interfaces', text: 'Interfaces' }]
      : []),
  ];
}

function EntryList({ product, entries }: { product: ApiProduct; entries: readonly ApiIndexEntry[] }) {
  return (
    <ul className={styles.indexList}>
      {entries.map((entry) => (
        <li key={entry.slug} className={styles.indexItem}>
          <span>
            <SiteLink href={`/x/api/${product}/${entry.slug}/`}>
              <code>{entry.name}</code>
            </SiteLink>
            {entry.summary ? <span className={styles.indexSummary}>{entry.summary}</span> : null}
          </span>
          {entry.plan ? <PlanBadge plan={entry.plan} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** A product's API index: its packages, then every component and interface with its plan. */
export function ApiIndexContent({ product }: { product: ApiProduct }) {
  const { packages, entries } = apiManifest.products[product];
  const interfaces = entries.filter((e) => e.kind === 'interface');
  return (
    <>
      <SectionHeading id="packages">Packages</SectionHeading>
      <ul>
        {packages.map((p) => (
          <li key={p.name}>
            <code>{p.name}</code> {p.version}
            {p.version !== DOCUMENTED_VERSION
              ? ` (instead of ${DOCUMENTED_VERSION}: ${OTHER_VERSION_REASON})`
              : null}
          </li>
        ))}
      </ul>
      <SectionHeading id="components">Components</SectionHeading>
      <EntryList product={product} entries={entries.filter((e) => e.kind === 'component')} />
      {interfaces.length ? (
        <>
          <SectionHeading id="interfaces">Interfaces</SectionHeading>
          <EntryList product={product} entries={interfaces} />
        </>
      ) : null}
    </>
  );
}
