/**
 * An API page (generated/api/pages/…) as plain Markdown, for language models and for the page
 * menu's "Copy page": the same sections as the HTML page (src/api/ApiPageContent.tsx), with the
 * props, slots and CSS classes as Markdown tables. Pure: the route reads the data.
 */
import { DOCUMENTED_VERSION, otherVersionNote } from '../api/build/config';
import { apiPageDescription } from '../api/describe';
import type { ApiMember, ApiPageData, RichNode } from '../api/types';

/** Inline code that survives backticks in the code itself (`` `a` `` in a type). */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** JSDoc rich text as Markdown blocks (paragraphs, lists, code blocks). */
export function richBlocks(nodes: readonly RichNode[]): string {
  const out: string[] = [];
  let inline = '';
  const flush = () => {
    if (inline.trim()) out.push(inline.trim());
    inline = '';
  };
  for (const node of nodes) {
    if (
      typeof node !== 'string' &&
      (node.t === 'p' || node.t === 'ul' || node.t === 'ol' || node.t === 'pre')
    ) {
      flush();
      if (node.t === 'p') out.push(richInline(node.c));
      else if (node.t === 'pre') out.push(`\`\`\`\n${node.v.replace(/\n$/, '')}\n\`\`\``);
      else
        out.push(
          node.c
            .map((item, i) => {
              const text =
                typeof item !== 'string' && item.t === 'li' ? richInline(item.c) : richInline([item]);
              return `${node.t === 'ol' ? `${i + 1}.` : '-'} ${text}`;
            })
            .join('\n'),
        );
    } else inline += richInline([node]);
  }
  flush();
  return out.join('\n\n');
}

/** JSDoc rich text on one line: paragraphs and list items run on, code blocks become code. */
export function richInline(nodes: readonly RichNode[]): string {
  return nodes
    .map((node): string => {
      if (typeof node === 'string') return node;
      switch (node.t) {
        case 'code':
        case 'pre':
          return code(node.v.replace(/\s+/g, ' ').trim());
        case 'a':
          return `[${richInline(node.c)}](${node.href})`;
        case 'strong':
          return `**${richInline(node.c)}**`;
        case 'em':
          return `_${richInline(node.c)}_`;
        case 'li':
          return ` - ${richInline(node.c)}`;
        default:
          return ` ${richInline(node.c)} `;
      }
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A table cell: one line, with the column separator escaped (GFM reads `\|` even in code). */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

function table(columns: string[], rows: string[][]): string {
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

const PLAN_WORD = { pro: 'Pro', premium: 'Premium' } as const;

function memberRows(members: readonly ApiMember[]): string[][] {
  return members.map((m) => {
    const flags = [
      m.required ? 'required' : '',
      m.plan ? `${PLAN_WORD[m.plan]} plan` : '',
      m.deprecated ? 'deprecated' : '',
    ].filter(Boolean);
    const notes = [
      richInline(m.description),
      m.when ? `Only with ${code(m.when)}.` : '',
      m.inheritedFrom ? `From ${code(m.inheritedFrom)}, declared in the component's \`propTypes\`.` : '',
      m.deprecated ? `**Deprecated.** ${richInline(m.deprecated)}`.trim() : '',
    ].filter(Boolean);
    return [
      `${code(m.name)}${flags.length ? ` (${flags.join(', ')})` : ''}`,
      code(m.type.replace(/\s+/g, ' ')),
      m.default ? code(m.default) : '',
      notes.join(' '),
    ];
  });
}

export function apiMarkdown(page: ApiPageData): string {
  const own = page.members.filter((m) => !m.inheritedFrom);
  const inherited = page.members.filter((m) => m.inheritedFrom);
  const propsTitle = page.kind === 'component' ? 'Props' : 'Properties';
  const memberColumns = ['Name', 'Type', 'Default', 'Description'];
  const sections: (string | false | undefined)[] = [
    `# ${page.name} API`,
    apiPageDescription(page),
    page.plan
      ? `This ${page.kind === 'component' ? 'component' : 'type'} needs the ${PLAN_WORD[page.plan]} plan.`
      : '',
    page.source.version !== DOCUMENTED_VERSION &&
      `> ${otherVersionNote(page.source.package, page.source.version)}`,
    page.deprecated && `> **Deprecated.** ${richInline(page.deprecated)}`,
    page.description.length > 0 && richBlocks(page.description),
    '## Import',
    `\`\`\`tsx\n${page.imports.map((i) => i.code).join('\n')}\n\`\`\``,
    own.length > 0 && `## ${propsTitle}\n\n${table(memberColumns, memberRows(own))}`,
    inherited.length > 0 &&
      `### Inherited props\n\nProps of the Material UI component ${page.name} renders, which its \`propTypes\` also declare.\n\n${table(memberColumns, memberRows(inherited))}`,
    page.inheritance &&
      [
        '## Root element and other props',
        '',
        ...(page.inheritance.ref
          ? [`- The \`ref\` is forwarded to the root element, a ${code(page.inheritance.ref)}.`]
          : []),
        ...page.inheritance.sources.map(
          (s) =>
            `- Its props type also accepts ${s.count} ${s.count === 1 ? 'prop' : 'props'} of ${code(s.name)} (from ${code(s.module)}), not listed above.`,
        ),
      ].join('\n'),
    page.slots.length > 0 &&
      `## Slots\n\nReplace a part of the component through the \`slots\` prop, and pass props to it through \`slotProps\`, with the slot's name as key.\n\n${table(
        ['Slot', 'Default', 'Description'],
        page.slots.map((s) => [code(s.name), s.default ? code(s.default) : '', richInline(s.description)]),
      )}`,
    page.classes.length > 0 &&
      `## CSS classes\n\n${table(
        ['Class name', 'Rule key', 'Description'],
        page.classes.map((c) => [code(`.${c.className}`), code(c.key), richInline(c.description)]),
      )}`,
    page.usedIn.length > 0 &&
      `## Used in the guides\n\n${page.usedIn.map((g) => `- [${g.title}](${g.pathname}/)`).join('\n')}`,
    (page.types?.length ?? 0) > 0 &&
      [
        '## Types',
        'The named types the props use, as the package declares them.',
        ...page.types!.map((t) =>
          [
            `### ${code(t.name)}`,
            t.text ? `\`\`\`ts\n${t.text}\n\`\`\`` : '',
            t.href ? `[${t.name} API](${t.href})` : '',
          ]
            .filter(Boolean)
            .join('\n\n'),
        ),
      ].join('\n\n'),
  ];
  return `${sections.filter((s): s is string => Boolean(s)).join('\n\n')}\n`;
}
