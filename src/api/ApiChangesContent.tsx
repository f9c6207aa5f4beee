import { Fragment } from 'react';
import { SiteLink } from '../content/SiteLink';
import { apiChanges } from './changes';
import { SectionHeading } from './SectionHeading';
import { NewInV8Badge } from './SinceV7';
import styles from './api.module.css';

/**
 * The generated list of every API page's changes since v7 (`changes.ts`): per product and
 * page, the members new in v8 and the ones removed, each linking to its row. Server only.
 */
export function ApiChangesContent() {
  return (
    <>
      <p>
        This list compares each API page of this site (8.0.0-beta.3) with the last v7 release of its package:{' '}
        {apiChanges.from.map((p, i) => (
          <Fragment key={p.name}>
            {i ? ', ' : null}
            <code>
              {p.name} {p.version}
            </code>
          </Fragment>
        ))}
        . It is generated at build from both versions’ type declarations, like the pages themselves. A
        component or type marked <NewInV8Badge /> is new as a whole; its members are not listed. The{' '}
        <SiteLink href="/x/whats-new/">What’s new</SiteLink> page and the migration guides explain the
        changes.
      </p>
      {apiChanges.products
        .filter((p) => p.pages.length)
        .map((product) => (
          <Fragment key={product.product}>
            <SectionHeading id={product.product}>{product.title}</SectionHeading>
            <ul className={styles.changesList}>
              {product.pages.map((page) => {
                const href = `/x/api/${product.product}/${page.slug}/`;
                return (
                  <li key={page.slug}>
                    <SiteLink href={href}>
                      <code>{page.name}</code>
                    </SiteLink>
                    {page.newInV8 ? (
                      <>
                        {' '}
                        <NewInV8Badge />
                      </>
                    ) : null}
                    {page.added.length ? (
                      <p className={styles.changesLine}>
                        New in v8:{' '}
                        {page.added.map((name, i) => (
                          <Fragment key={name}>
                            {i ? ', ' : null}
                            <a href={`${href}#prop-${name}`}>
                              <code>{name}</code>
                            </a>
                          </Fragment>
                        ))}
                      </p>
                    ) : null}
                    {page.removed.length ? (
                      <p className={styles.changesLine}>
                        Removed since v7:{' '}
                        {page.removed.map((r, i) => (
                          <Fragment key={r.name}>
                            {i ? '; ' : null}
                            <a href={`${href}#removed-${r.name}`}>
                              <code>{r.name}</code>
                            </a>
                            {r.replacement ? (
                              <>
                                {' '}
                                (use{' '}
                                {r.replacement.map((code, j) => (
                                  <Fragment key={code}>
                                    {j ? ' or ' : null}
                                    <code>{code}</code>
                                  </Fragment>
                                ))}
                                )
                              </>
                            ) : (
                              ' (no replacement)'
                            )}
                          </Fragment>
                        ))}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </Fragment>
        ))}
    </>
  );
}
