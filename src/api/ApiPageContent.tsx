import { Callout } from '../content/Callout';
import { CodeSnippet } from '../content/CodeSnippet';
import type { Heading } from '../content/headings';
import { SiteLink } from '../content/SiteLink';
import { PlanBadge } from '../shell/PlanBadge';
import { DOCUMENTED_VERSION, otherVersionNote } from './build/config';
import { ApiTable } from './ApiTable';
import { ApiTableTools } from './ApiTableTools';
import { MemberTable } from './MemberTable';
import { memberPlan } from './plan';
import { RichText } from './RichText';
import { SectionHeading } from './SectionHeading';
import { NewMembersNote, NewPageNote, RemovedSinceV7 } from './SinceV7';
import type { ApiPageData } from './types';
import styles from './api.module.css';

/** The sections an API page has, in order, for its table of contents. */
export function apiHeadings(page: ApiPageData): Heading[] {
  const h = (id: string, text: string): Heading => ({ depth: 2, id, text });
  return [
    h('import', 'Import'),
    ...(page.members.length ? [h('props', page.kind === 'component' ? 'Props' : 'Properties')] : []),
    ...(page.inheritance ? [h('inheritance', 'Root element and other props')] : []),
    ...(page.slots.length ? [h('slots', 'Slots')] : []),
    ...(page.classes.length ? [h('css-classes', 'CSS classes')] : []),
    ...(page.usedIn.length ? [h('used-in', 'Used in the guides')] : []),
    ...(page.types?.length ? [h('types', 'Types')] : []),
    ...(page.sinceV7?.removed.length ? [h('removed-since-v7', 'Removed since v7')] : []),
  ];
}

/** The body of a component or interface page; the frame (title, drawer, TOC) is DocsFrame. */
export function ApiPageContent({ page }: { page: ApiPageData }) {
  const headings = new Map(apiHeadings(page).map((h) => [h.id, h.text]));
  const own = page.members.filter((m) => !m.inheritedFrom);
  const inherited = page.members.filter((m) => m.inheritedFrom);
  return (
    <>
      {page.source.version !== DOCUMENTED_VERSION ? (
        <Callout type="info">{otherVersionNote(page.source.package, page.source.version)}</Callout>
      ) : null}
      {page.deprecated ? (
        <Callout type="warning">
          <strong>Deprecated.</strong> <RichText nodes={page.deprecated} />
        </Callout>
      ) : null}
      <NewPageNote page={page} />
      {page.description.length ? (
        <div className={styles.notice}>
          <RichText nodes={page.description} />
        </div>
      ) : null}

      <SectionHeading id="import">Import</SectionHeading>
      <CodeSnippet code={page.imports.map((i) => i.code).join('\n')} language="tsx" />
      {page.imports.length > 1 ? (
        <p>
          {page.kind === 'component'
            ? 'Each path imports the same component.'
            : page.sources
              ? 'Each package exports its own version: a higher plan’s adds the members marked with its plan.'
              : 'Each package exports the same type.'}{' '}
          {!page.sources && page.imports.some((i) => i.plan !== page.plan)
            ? 'Higher-plan packages re-export it: import it from the package your app already uses.'
            : null}
        </p>
      ) : null}

      {page.members.length ? (
        <>
          <SectionHeading id="props">{headings.get('props')!}</SectionHeading>
          {page.plan ? (
            <p>
              This {page.kind === 'component' ? 'component' : 'type'} needs the <PlanBadge plan={page.plan} />{' '}
              plan.
              {page.kind === 'component' && page.members.some((m) => m.plan !== page.plan)
                ? ' Props without a badge are also available in lower plans.'
                : null}
            </p>
          ) : null}
          <NewMembersNote page={page} />
          <ApiTableTools containerId="props-tables" plans={planFilters(page)} />
          <div id="props-tables">
            <MemberTable
              members={own}
              caption={`${headings.get('props')} of ${page.name}`}
              basePlan={memberPlan(page, {})}
            />
            {inherited.length ? (
              <>
                <h3 id="inherited-props">Inherited props</h3>
                <p>
                  Props of the Material UI component {page.name} renders, which its <code>propTypes</code>{' '}
                  also declare.
                </p>
                <MemberTable
                  members={inherited}
                  caption={`Inherited props of ${page.name}`}
                  basePlan={memberPlan(page, {})}
                />
              </>
            ) : null}
          </div>
        </>
      ) : null}

      {page.inheritance ? (
        <>
          <SectionHeading id="inheritance">Root element and other props</SectionHeading>
          <ul>
            {page.inheritance.ref ? (
              <li>
                The <code>ref</code> is forwarded to the root element, a <code>{page.inheritance.ref}</code>.
              </li>
            ) : null}
            {page.inheritance.sources.map((s) => (
              <li key={`${s.module}:${s.name}`}>
                Its props type also accepts {s.count} {s.count === 1 ? 'prop' : 'props'} of{' '}
                <code>{s.name}</code> (from <code>{s.module}</code>), not listed above.
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {page.slots.length ? (
        <>
          <SectionHeading id="slots">Slots</SectionHeading>
          <p>
            Replace a part of the component through the <code>slots</code> prop, and pass props to it through{' '}
            <code>slotProps</code>, with the slot&apos;s name as key.
          </p>
          <ApiTable
            caption={`Slots of ${page.name}`}
            columns={['Slot', 'Default', 'Description']}
            rows={page.slots.map((slot) => ({
              id: `slot-${slot.name}`,
              name: slot.name,
              values: [slot.default],
              description: slot.description,
            }))}
          />
        </>
      ) : null}

      {page.classes.length ? (
        <>
          <SectionHeading id="css-classes">CSS classes</SectionHeading>
          <p>
            The component puts these class names on its elements. Target them in a style sheet or in{' '}
            <code>sx</code>, or add your own class through the <code>classes</code> prop with the rule key.
          </p>
          <ApiTable
            caption={`CSS classes of ${page.name}`}
            columns={['Class name', 'Rule key', 'Description']}
            rows={page.classes.map((c) => ({
              id: `classes-${c.key}`,
              name: `.${c.className}`,
              values: [c.key],
              description: c.description,
            }))}
          />
        </>
      ) : null}

      {page.usedIn.length ? (
        <>
          <SectionHeading id="used-in">Used in the guides</SectionHeading>
          <ul>
            {page.usedIn.map((g) => (
              <li key={g.pathname}>
                <SiteLink href={`${g.pathname}/`}>{g.title}</SiteLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {page.types?.length ? (
        <>
          <SectionHeading id="types">Types</SectionHeading>
          <p>The named types the props use, as the package declares them.</p>
          {page.types.map((type) => (
            <div key={type.name} id={`type-${type.name}`} className={styles.typeDefinition}>
              <h3>
                <code>{type.name}</code>
              </h3>
              {type.text ? (
                <pre className={styles.definition}>
                  <code>{type.text}</code>
                </pre>
              ) : null}
              {type.href ? (
                <p>
                  <SiteLink href={type.href}>{type.name} API</SiteLink>
                </p>
              ) : null}
            </div>
          ))}
        </>
      ) : null}

      <RemovedSinceV7 page={page} />
    </>
  );
}

/** The plan filter's choices: "All" and each plan some member needs. */
function planFilters(page: ApiPageData): ('all' | 'community' | 'pro' | 'premium')[] {
  const present = new Set(page.members.map((m) => memberPlan(page, m)));
  return ['all', ...(['community', 'pro', 'premium'] as const).filter((p) => present.has(p))];
}
