/**
 * Where each prop is used in the guides, derived at build: a guide's prose naming the prop in
 * inline code (`checkboxSelection`, `pageSizeOptions={…}`) for a component of its front matter
 * `components:`, and its demos passing the prop to the component (`<DataGrid checkboxSelection />`).
 * Each use is located in the guide section (h2 or h3) that holds the sentence or the demo.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes } from 'mdast';
import ts from 'typescript';
import type { PageSource } from '../../content/source';
import { splitFrontMatter } from '../../content/source';
import type { ApiPageData } from '../types';

type Use = NonNullable<ApiPageData['members'][number]['usedIn']>[number];

/** `component` → `prop` → uses, in guide order. */
export type UsageIndex = Map<string, Map<string, Use[]>>;

export function usageIndex(root: string, guides: Record<string, PageSource>): UsageIndex {
  const index: UsageIndex = new Map();
  const add = (component: string, prop: string, use: Use) => {
    const props = index.get(component) ?? new Map<string, Use[]>();
    const list = props.get(prop) ?? [];
    if (!list.some((u) => u.pathname === use.pathname && u.heading?.id === use.heading?.id)) list.push(use);
    props.set(prop, list);
    index.set(component, props);
  };
  for (const guide of Object.values(guides)) {
    const file = join(root, guide.file);
    if (!existsSync(file)) continue;
    const { body } = splitFrontMatter(guide.file, readFileSync(file, 'utf8'));
    const components = guide.frontMatter.components ?? [];
    const headingAt = sectionLocator(guide);
    const demoSections = new Map<string, Use['heading']>();
    let section: Use['heading'];
    const visit = (node: Nodes) => {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        section = headingAt(textOf(node));
        return;
      }
      if (node.type === 'inlineCode') {
        const prop = /^([a-zA-Z]\w*)(?:=|$)/.exec(node.value)?.[1];
        if (prop) for (const c of components) add(c, prop, usageAt(guide, section));
      } else if (node.type === 'html' || node.type === 'paragraph') {
        for (const m of (node.type === 'html' ? node.value : '').matchAll(
          /<Demo\b[^>]*\b(?:demo|of)=\{(\w+)\}/g,
        )) {
          demoSections.set(m[1]!, section);
        }
      }
      if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
    };
    visit(fromMarkdown(body));
    // Demos: every JSX element whose tag is a component, with the props it is given.
    const demos = join(dirname(file), 'demos');
    if (!existsSync(demos)) continue;
    for (const name of readdirSync(demos).filter((f) => f.endsWith('.tsx'))) {
      const demo = name.replace(/\.tsx$/, '');
      const where = demoSections.get(demo) ?? locateDemo(body, demo, headingAt);
      for (const [component, prop] of jsxProps(readFileSync(join(demos, name), 'utf8'))) {
        add(component, prop, usageAt(guide, where));
      }
    }
  }
  return index;
}

function usageAt(guide: PageSource, heading: Use['heading']): Use {
  return { pathname: guide.pathname, title: guide.frontMatter.title, ...(heading ? { heading } : {}) };
}

function textOf(node: Nodes): string {
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as Nodes)).join('') : '';
}

/** A heading's text to the id the page gives it (the guide's own heading list). */
function sectionLocator(guide: PageSource): (text: string) => Use['heading'] {
  return (text) => {
    const found = guide.headings.find((h) => h.text === text.trim());
    return found ? { id: found.id, text: found.text } : undefined;
  };
}

/** The section of the line that renders a demo (`<Demo demo={Name} />` or its import name). */
function locateDemo(body: string, demo: string, headingAt: (text: string) => Use['heading']): Use['heading'] {
  const lines = body.split('\n');
  const at = lines.findIndex((l) => /<Demo\b/.test(l) && new RegExp(`\\b${demo}\\b`).test(l));
  for (let i = at; i >= 0; i -= 1) {
    const heading = /^#{2,3}\s+(.+)$/.exec(lines[i]!);
    if (heading) return headingAt(heading[1]!);
  }
  return undefined;
}

/** `[component, prop]` for every attribute of a JSX element with a PascalCase tag. */
function jsxProps(source: string): [string, string][] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: [string, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText();
      if (/^[A-Z]\w*$/.test(tag)) {
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxAttribute(attribute)) out.push([tag, attribute.name.getText()]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Puts each member's uses on the pages of the components they name. */
export function addUsage(pages: ApiPageData[], index: UsageIndex): void {
  for (const page of pages) {
    const props = index.get(page.name);
    if (!props || page.kind !== 'component') continue;
    for (const member of page.members) {
      const uses = props.get(member.name);
      if (uses?.length) member.usedIn = uses;
    }
  }
}
