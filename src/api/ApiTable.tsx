import type { CSSProperties, ReactNode } from 'react';
import { RichText } from './RichText';
import type { RichNode } from './types';
import styles from './api.module.css';

export interface ApiRow {
  /** The row's anchor, e.g. `prop-rows`: stable, so other pages and search can link to it. */
  id: string;
  name: string;
  /** Chips after the name: required, plan, deprecated. */
  flags?: ReactNode;
  /** The middle columns' code values; absent shows a dash (hidden when stacked). */
  values: (string | undefined)[];
  /** Shown under the first value (the type): its expandable named types. */
  valueExtra?: ReactNode;
  /** The plan the row needs, for the plan filter (`data-plan`). */
  plan?: string;
  description: readonly RichNode[];
  /** Rendered after the description, e.g. a deprecation note. */
  note?: ReactNode;
}

/**
 * The reference tables (props, slots, CSS classes). Each entry is its own `<tbody>` (its anchor,
 * and what the plan filter hides): a first row with the anchored name and the code columns, a
 * second with the description across the whole width, so a row reads in two or three lines.
 * The name column is as wide as the table's longest name, which never breaks. Below `sm` the
 * rows stack into a list (see api.module.css), each value labelled with its column.
 */
export function ApiTable({
  caption,
  columns,
  rows,
  id,
}: {
  caption: string;
  columns: string[];
  rows: readonly ApiRow[];
  id?: string;
}) {
  const valueColumns = columns.slice(1, -1);
  const longest = Math.max(...rows.map((r) => r.name.length), columns[0]!.length);
  // The wrapper scrolls sideways if a row cannot fit: focusable, so a keyboard can scroll it.
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={caption}>
      <table
        id={id}
        className={`${styles.table} ${columns.length === 4 ? styles.members : styles.threeColumns}`}
        style={{ '--name-ch': longest } as CSSProperties}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.slice(0, -1).map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.id} id={row.id} className={styles.row} data-plan={row.plan}>
            <tr>
              <th scope="row" className={styles.nameCell}>
                <a href={`#${row.id}`} className={styles.name}>
                  <code>{row.name}</code>
                </a>
                {row.flags ? <span className={styles.flags}>{row.flags}</span> : null}
              </th>
              {valueColumns.map((label, i) => {
                const value = row.values[i];
                return (
                  <td key={label} data-label={label} className={value ? undefined : styles.emptyCell}>
                    {value ? (
                      <code className={styles.type}>{value}</code>
                    ) : (
                      <span className={styles.none}>—</span>
                    )}
                    {i === 0 ? row.valueExtra : null}
                  </td>
                );
              })}
            </tr>
            <tr className={styles.descriptionRow}>
              <td colSpan={columns.length - 1} className={styles.description}>
                <RichText nodes={row.description} />
                {row.note}
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}
