import type { ReactNode } from 'react';
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
  description: readonly RichNode[];
  /** Rendered after the description, e.g. a deprecation note. */
  note?: ReactNode;
}

/**
 * The reference tables (props, slots, CSS classes): a row per entry with an anchored name,
 * code columns and a description. Below `sm` the rows stack (see api.module.css), each cell
 * labelled with its column, so nothing scrolls sideways on a phone.
 */
export function ApiTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: readonly ApiRow[];
}) {
  const valueColumns = columns.slice(1, -1);
  return (
    <table className={`${styles.table} ${columns.length === 4 ? styles.members : styles.threeColumns}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} id={row.id} className={styles.row}>
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
                </td>
              );
            })}
            <td data-label={columns.at(-1)} className={styles.description}>
              <RichText nodes={row.description} />
              {row.note}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
