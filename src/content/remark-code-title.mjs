// Remark plugin (loaded by @next/mdx by path, so it is plain JavaScript).
// Passes a fenced code block's meta to the rendered element: ```tsx title="App.tsx"``` or
// ```bash npm``` give the block a title (and CodeTabs a tab label) as `data-title`, and the
// word `fragment` (```tsx fragment```) marks an excerpt as `data-fragment`: the block is shown
// with an "Excerpt" label and the code-sample check (src/content/check/) does not compile it.

/**
 * Reads a code fence's meta string. `fragment` is a flag word; the title is `title="..."`, or
 * else the other words (`npm`). Shared with the code-sample check so both read meta the same way.
 * @param {string | null | undefined} meta
 * @returns {{ title?: string; fragment: boolean }}
 */
export function parseCodeMeta(meta) {
  const text = meta ?? '';
  const explicit = /title="([^"]+)"/.exec(text)?.[1];
  const words = text.replace(/title="[^"]*"/, ' ').split(/\s+/).filter(Boolean);
  const fragment = words.includes('fragment');
  const label = words.filter((word) => word !== 'fragment').join(' ');
  const title = explicit ?? (label || undefined);
  return title === undefined ? { fragment } : { title, fragment };
}

export default function remarkCodeTitle() {
  const visit = (node) => {
    if (node.type === 'code' && node.meta) {
      const { title, fragment } = parseCodeMeta(node.meta);
      const props = { ...node.data?.hProperties };
      if (title) props['data-title'] = title;
      if (fragment) props['data-fragment'] = 'true';
      node.data = { ...node.data, hProperties: props };
    }
    node.children?.forEach(visit);
  };
  return (tree) => visit(tree);
}
