/**
 * JSDoc descriptions are Markdown. They are parsed once at build into `RichNode` trees so the
 * pages render them without a Markdown parser, and so every link is checked here: a link to a
 * page this site has becomes a site link, a link to a page it does not have becomes text.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes } from 'mdast';
import type { RichNode } from '../types';

/** Returns the href to render for a link target, or null to render the link text only. */
export type LinkResolver = (href: string) => string | null;

/**
 * MUI's JSDoc has two link forms besides Markdown's: `[[GridColDef]]` (a type of the package)
 * and TSDoc's `{@link target text}`. Both become Markdown links; a type link uses the `api:`
 * scheme, which the generator resolves once it knows every page.
 */
export function normalizeLinks(markdown: string): string {
  return (
    markdown
      .replace(/\[\[(\w+)\]\]/g, '[`$1`](api:$1)')
      // `[[Map<GridRowId, GridRowModel>]]` names a type expression, not one page: code.
      .replace(/\[\[([^\]]+)\]\]/g, '`$1`')
      .replace(/\{@link(?:code|plain)?\s+([^\s}]+)(?:\s+([^}]*))?\}/g, (_, target: string, label?: string) =>
        /^https?:/.test(target)
          ? `[${label?.trim() || target}](${target})`
          : `[\`${label?.trim() || target}\`](api:${target})`,
      )
  );
}

export function markdownToRich(markdown: string, resolve: LinkResolver): RichNode[] {
  const text = normalizeLinks(markdown).trim();
  if (!text) return [];
  const tree = fromMarkdown(text);
  const blocks = convertAll(tree.children, resolve);
  // A single paragraph is inlined: most descriptions are one sentence.
  if (blocks.length === 1 && typeof blocks[0] === 'object' && blocks[0].t === 'p') return blocks[0].c;
  return blocks;
}

function convertAll(nodes: readonly Nodes[], resolve: LinkResolver): RichNode[] {
  const out: RichNode[] = [];
  for (const node of nodes) {
    for (const converted of convert(node, resolve)) {
      const last = out[out.length - 1];
      // Adjacent text merges, which keeps the stored JSON small.
      if (typeof converted === 'string' && typeof last === 'string') out[out.length - 1] = last + converted;
      else out.push(converted);
    }
  }
  return out;
}

function convert(node: Nodes, resolve: LinkResolver): RichNode[] {
  switch (node.type) {
    case 'text':
      return autolink(node.value, resolve);
    case 'inlineCode':
      return [{ t: 'code', v: node.value }];
    case 'code':
      return [{ t: 'pre', v: node.value }];
    case 'break':
      return [' '];
    case 'html':
      // JSDoc sometimes writes `<br />` or an element name in angle brackets: keep it as text.
      return [node.value];
    case 'paragraph':
      return [{ t: 'p', c: convertAll(node.children, resolve) }];
    case 'strong':
      return [{ t: 'strong', c: convertAll(node.children, resolve) }];
    case 'emphasis':
      return [{ t: 'em', c: convertAll(node.children, resolve) }];
    case 'list':
      return [{ t: node.ordered ? 'ol' : 'ul', c: convertAll(node.children, resolve) }];
    case 'listItem': {
      const children = convertAll(node.children, resolve);
      // Tight list items hold one paragraph: unwrap it.
      const only = children.length === 1 ? children[0] : undefined;
      return [{ t: 'li', c: typeof only === 'object' && only.t === 'p' ? only.c : children }];
    }
    case 'link': {
      const children = convertAll(node.children, resolve);
      const href = resolve(node.url);
      return href ? [{ t: 'a', href, c: children }] : children;
    }
    case 'heading':
      return [{ t: 'p', c: [{ t: 'strong', c: convertAll(node.children, resolve) }] }];
    case 'blockquote':
      return convertAll(node.children, resolve);
    default:
      // Tables, images and the like do not occur in the packages' JSDoc; keep their text.
      return 'children' in node ? convertAll(node.children as Nodes[], resolve) : [];
  }
}

/** A bare address in text (`See https://…`) becomes a link, resolved like any other. */
function autolink(text: string, resolve: LinkResolver): RichNode[] {
  const out: RichNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"]/g)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const href = resolve(match[0]);
    // The address is shown either way: a page this site lacks stays a link to it on mui.com.
    out.push({ t: 'a', href: href ?? match[0], c: [match[0]] });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The plain text of rich content, for summaries and search. */
export function richToText(nodes: readonly RichNode[]): string {
  return nodes.map((n) => (typeof n === 'string' ? n : 'v' in n ? n.v : richToText(n.c))).join('');
}
