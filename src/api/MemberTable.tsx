import { PlanBadge } from '../shell/PlanBadge';
import { RichText } from './RichText';
import type { ApiMember } from './types';
import styles from './api.module.css';

/**
 * Props or interface members: one row each, with a stable `#prop-<name>` anchor. Below the
 * `sm` breakpoint the rows stack (see api.module.css), so nothing scrolls sideways on a phone.
 */
export function MemberTable({ members, caption }: { members: readonly ApiMember[]; caption: string }) {
  return (
    <table className={`${styles.table} ${styles.members}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.name} id={`prop-${member.name}`} className={styles.row}>
            <th scope="row" className={styles.nameCell}>
              <a href={`#prop-${member.name}`} className={styles.name}>
                <code>{member.name}</code>
              </a>
              <span className={styles.flags}>
                {member.required ? <span className={styles.required}>required</span> : null}
                {member.plan ? <PlanBadge plan={member.plan} /> : null}
                {member.deprecated ? <span className={styles.deprecatedChip}>deprecated</span> : null}
              </span>
            </th>
            <td data-label="Type">
              <code className={styles.type}>{member.type}</code>
            </td>
            <td data-label="Default" className={member.default ? undefined : styles.emptyCell}>
              {member.default ? (
                <code className={styles.type}>{member.default}</code>
              ) : (
                <span className={styles.none}>—</span>
              )}
            </td>
            <td data-label="Description" className={styles.description}>
              <RichText nodes={member.description} />
              {member.deprecated ? (
                <p className={styles.deprecated}>
                  <strong>Deprecated.</strong> <RichText nodes={member.deprecated} />
                </p>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
