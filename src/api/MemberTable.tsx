import { PlanBadge } from '../shell/PlanBadge';
import { ApiTable } from './ApiTable';
import { RichText } from './RichText';
import type { ApiMember } from './types';
import styles from './api.module.css';

/** Props or interface members, each with its `#prop-<name>` anchor. */
export function MemberTable({ members, caption }: { members: readonly ApiMember[]; caption: string }) {
  return (
    <ApiTable
      caption={caption}
      columns={['Name', 'Type', 'Default', 'Description']}
      rows={members.map((member) => ({
        id: `prop-${member.name}`,
        name: member.name,
        flags:
          member.required || member.plan || member.deprecated ? (
            <>
              {member.required ? <span className={styles.required}>required</span> : null}
              {member.plan ? <PlanBadge plan={member.plan} /> : null}
              {member.deprecated ? <span className={styles.deprecatedChip}>deprecated</span> : null}
            </>
          ) : undefined,
        values: [member.type, member.default],
        description: member.description,
        note: member.deprecated ? (
          <p className={styles.deprecated}>
            <strong>Deprecated.</strong> <RichText nodes={member.deprecated} />
          </p>
        ) : undefined,
      }))}
    />
  );
}
