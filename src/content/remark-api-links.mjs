// Remark plugin (loaded by @next/mdx by path, so it is plain JavaScript).
// Guide prose that names a prop in inline code (`checkboxSelection`, `pageSizeOptions={…}`)
// links to that prop's row on the API page of the first component of the page's front matter
// `components:` that has it (`/x/api/data-grid/data-grid/#prop-checkboxSelection`). The rows are
// read from the generated API reference (generated/api, written by `npm run prebuild`), so only
// props that exist are linked. Code already inside a link or a heading is left alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} name */
function kebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** @type {Map<string, Set<string> | null>} */
const memberCache = new Map();

/** @param {string} product @param {string} component */
function membersOf(product, component) {
  const file = join(process.cwd(), 'generated/api/pages', product, `${kebabCase(component)}.json`);
  if (!memberCache.has(file)) {
    memberCache.set(
      file,
      existsSync(file) ? new Set(JSON.parse(readFileSync(file, 'utf8')).members.map((m) => m.name)) : null,
    );
  }
  return memberCache.get(file);
}

/** @param {any} tree */
function componentsOf(tree) {
  const yaml = tree.children?.find((n) => n.type === 'yaml');
  const list = /^components:\s*\[([^\]]*)\]/m.exec(yaml?.value ?? '')?.[1] ?? '';
  return list
    .split(',')
    .map((s) => s.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);
}

export default function remarkApiLinks() {
  return (tree, file) => {
    const path = String(file.path ?? '');
    const folder = /\/content\/(react-[\w-]+)\//.exec(path)?.[1];
    if (!folder) return;
    const product = folder.replace(/^react-/, '');
    const components = componentsOf(tree);
    if (!components.length) return;
    /** @param {any} node */
    const visit = (node) => {
      if (!node.children || node.type === 'link' || node.type === 'heading') return;
      node.children = node.children.map((child) => {
        if (child.type !== 'inlineCode') {
          visit(child);
          return child;
        }
        const prop = /^([a-zA-Z]\w*)(?:=|$)/.exec(child.value)?.[1];
        const owner = prop && components.find((c) => membersOf(product, c)?.has(prop));
        if (!owner) return child;
        return { type: 'link', url: `/x/api/${product}/${kebabCase(owner)}/#prop-${prop}`, children: [child] };
      });
    };
    visit(tree);
  };
}
