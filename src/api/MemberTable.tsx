import { Fragment } from 'react';
import { SiteLink } from '../content/SiteLink';
import { PlanBadge } from '../shell/PlanBadge';
import { ApiTable } from './ApiTable';
import { RichText } from './RichText';
import { NewInV8Badge } from './SinceV7';
import type { ApiMember } from './types';
import styles from './api.module.css';

/**
 * Props or interface members, each with its `#prop-<name>` anchor, its plan for the plan filter
 * (`basePlan` when it needs no more than the page), its expandable named types (filled from the
 * page's Types section, see ApiTableTools) and the guide sections that use it.
 */
export function MemberTable({
  members,
  caption,
  id,
  basePlan = 'community',
}: {
  members: readonly ApiMember[];
  caption: string;
  id?: string;
  basePlan?: string;
}) {
  return (
    <ApiTable
      caption={caption}
      id={id}
      columns={['Name', 'Type', 'Default', 'Description']}
      rows={members.map((member) => ({
        id: `prop-${member.name}`,
        name: member.name,
        plan: member.plan ?? basePlan,
        flags:
          member.required || member.plan || member.deprecated || member.newInV8 ? (
            <>
              {member.newInV8 ? <NewInV8Badge /> : null}
              {member.required ? <span className={styles.required}>required</span> : null}
              {member.plan ? <PlanBadge plan={member.plan} /> : null}
              {member.deprecated ? <span className={styles.deprecatedChip}>deprecated</span> : null}
            </>
          ) : undefined,
        values: [member.type, member.default],
        valueExtra: member.typeRefs?.length ? (
          <span className={styles.typeRefs}>
            {member.typeRefs.map((name) => (
              <details key={name} className={styles.typeRef} data-type={name}>
                <summary>
                  <code>{name}</code>
                </summary>
                <a href={`#type-${name}`} className={styles.typeLink}>
                  Definition
                </a>
              </details>
            ))}
          </span>
        ) : undefined,
        description: member.description,
        note: <MemberNotes member={member} />,
      }))}
    />
  );
}

/** Sections listed per guide page; the rest are counted (the page link reaches them). */
const MAX_SECTIONS = 3;
/**
 * Guide pages listed per prop: `rows` and `columns` appear in most Data Grid guides, and a
 * full list on each of the grid's 150 rows would make its API page several times heavier.
 * The pages using the prop in most sections come first; the rest are counted.
 */
const MAX_PAGES = 5;

function MemberNotes({ member }: { member: ApiMember }) {
  const pages = new Map<string, { title: string; sections: { id: string; text: string }[] }>();
  for (const use of member.usedIn ?? []) {
    const page = pages.get(use.pathname) ?? { title: use.title, sections: [] };
    if (use.heading && !page.sections.some((s) => s.id === use.heading!.id)) page.sections.push(use.heading);
    pages.set(use.pathname, page);
  }
  const ranked = [...pages].sort(([, a], [, b]) => b.sections.length - a.sections.length);
  const listed = ranked.slice(0, MAX_PAGES);
  return (
    <>
      {member.when ? (
        <p className={styles.note}>
          Only with <code>{member.when}</code>.
        </p>
      ) : null}
      {member.inheritedFrom ? (
        <p className={styles.note}>
          From <code>{member.inheritedFrom}</code>, declared in the component&apos;s <code>propTypes</code>.
        </p>
      ) : null}
      {member.deprecated ? (
        <p className={styles.deprecated}>
          <strong>Deprecated.</strong> <RichText nodes={member.deprecated} />
        </p>
      ) : null}
      {pages.size ? (
        <p className={styles.note}>
          Used in:{' '}
          {listed.map(([pathname, page], i) => (
            <Fragment key={pathname}>
              {i ? '; ' : null}
              <SiteLink href={`${pathname}/`}>{page.title}</SiteLink>
              {page.sections.length ? ' (' : null}
              {page.sections.slice(0, MAX_SECTIONS).map((s, j) => (
                <Fragment key={s.id}>
                  {j ? ', ' : null}
                  <SiteLink href={`${pathname}/#${s.id}`}>{s.text}</SiteLink>
                </Fragment>
              ))}
              {page.sections.length > MAX_SECTIONS ? `, ${page.sections.length - MAX_SECTIONS} more` : null}
              {page.sections.length ? ')' : null}
            </Fragment>
          ))}
          {ranked.length > listed.length ? `; ${ranked.length - listed.length} more guides` : null}
        </p>
      ) : null}
    </>
  );
}
