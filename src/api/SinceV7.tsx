import { Fragment } from 'react';
import { SiteLink } from '../content/SiteLink';
import badges from '../shell/badges.module.css';
import { API_CHANGES_PATH } from './changes-page';
import { RichText } from './RichText';
import { SectionHeading } from './SectionHeading';
import type { ApiPageData, ApiRemovedMember } from './types';
import styles from './api.module.css';

/**
 * "New in v8": a member (or a whole component) the last v7 release does not declare. Plain
 * server-rendered text in the "New" chip's colours (4.5:1 in both modes), read with the name.
 */
export function NewInV8Badge() {
  return <span className={`${badges.chip} ${badges.new} ${styles.newInV8}`}>New in v8</span>;
}

/** The page-level mark of a component or type the last v7 release does not have. */
export function NewPageNote({ page }: { page: ApiPageData }) {
  const since = page.sinceV7;
  if (!since?.newInV8) return null;
  return (
    <p className={styles.sinceV7}>
      <NewInV8Badge /> {page.kind === 'component' ? 'This component' : 'This type'} is not in{' '}
      <code>
        {since.from.package} {since.from.version}
      </code>
      , the last v7 release. <SiteLink href={`${API_CHANGES_PATH}/`}>Every API change since v7</SiteLink>
    </p>
  );
}

/** The sentence under the props heading when some props are new. */
export function NewMembersNote({ page }: { page: ApiPageData }) {
  const count = page.members.filter((m) => m.newInV8).length;
  if (!count || !page.sinceV7) return null;
  const what = page.kind === 'component' ? 'props' : 'properties';
  return (
    <p className={styles.sinceV7}>
      {count === 1 ? `1 of these ${what} is` : `${count} of these ${what} are`} marked <NewInV8Badge />: not
      in{' '}
      <code>
        {page.sinceV7.from.package} {page.sinceV7.from.version}
      </code>
      .{' '}
      {page.sinceV7.removed.length ? (
        <a href="#removed-since-v7">
          {page.sinceV7.removed.length} {page.sinceV7.removed.length === 1 ? 'was' : 'were'} removed
        </a>
      ) : null}
    </p>
  );
}

/** The last section of a page: what the last v7 release listed that v8 no longer declares. */
export function RemovedSinceV7({ page }: { page: ApiPageData }) {
  const since = page.sinceV7;
  if (!since?.removed.length) return null;
  const listed = new Set(page.members.map((m) => m.name));
  const what = page.kind === 'component' ? 'prop' : 'property';
  return (
    <>
      <SectionHeading id="removed-since-v7">Removed since v7</SectionHeading>
      <p>
        {page.kind === 'component' ? 'Props' : 'Properties'} that{' '}
        <code>
          {since.from.package} {since.from.version}
        </code>{' '}
        lists and this version no longer declares, with what to use instead.{' '}
        <SiteLink href={`${API_CHANGES_PATH}/`}>Every API change since v7</SiteLink>
      </p>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={`Removed since v7 from ${page.name}`}
      >
        <table className={styles.removedTable}>
          <caption className="visually-hidden">{`${page.name}: removed since v7`}</caption>
          <thead>
            <tr>
              <th scope="col">v7 {what}</th>
              <th scope="col">Use instead</th>
            </tr>
          </thead>
          <tbody>
            {since.removed.map((r) => (
              <tr key={r.name} id={`removed-${r.name}`}>
                <th scope="row">
                  <code>{r.name}</code>
                </th>
                <td>
                  <Replacement removed={r} listed={listed} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Replacement({ removed, listed }: { removed: ApiRemovedMember; listed: ReadonlySet<string> }) {
  const source = removed.source;
  return (
    <>
      {removed.replacement ? (
        <p className={styles.replacement}>
          {removed.replacement.map((code, i) => {
            // `slotProps.tooltip` links to the `slotProps` row when this page lists it.
            const head = /^\w+/.exec(code)?.[0];
            return (
              <Fragment key={code}>
                {i ? ' or ' : null}
                {head && listed.has(head) && head !== removed.name ? (
                  <a href={`#prop-${head}`}>
                    <code>{code}</code>
                  </a>
                ) : (
                  <code>{code}</code>
                )}
              </Fragment>
            );
          })}
        </p>
      ) : (
        <p className={styles.replacement}>No replacement.</p>
      )}
      {source?.kind === 'guide' ? (
        <p className={styles.note}>
          Migration guide: <SiteLink href={source.href}>{source.title}</SiteLink>
        </p>
      ) : null}
      {source?.kind === 'deprecation' ? (
        <div className={styles.note}>
          From its v7 deprecation note: <RichText nodes={source.note} />
        </div>
      ) : null}
      {source?.kind === 'none' ? (
        <div className={styles.note}>
          Neither its v7 declaration nor the migration guide names one.
          {source.note ? (
            <>
              {' '}
              Its v7 deprecation note: <RichText nodes={source.note} />
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
