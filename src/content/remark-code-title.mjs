// Remark plugin (loaded by @next/mdx by path, so it is plain JavaScript).
// Passes a fenced code block's meta to the rendered element: ```tsx title="App.tsx"``` or
// ```bash npm``` give the block a title (and CodeTabs a tab label) as `data-title`, and the
// word `fragment` (```tsx fragment```) marks an excerpt as `data-fragment`: the block is shown
// with an "Excerpt" label and the code-sample check (src/content/check/) does not compile it.
// `version="v7"` marks code written for an older MUI X (migration guides) as `data-version`:
// the block shows the version, and the check compiles it against old-versions/v7/.

/**
 * The older releases a block may be written for, each installed in old-versions/<key>/, with the
 * label readers see on the block. A version not listed here fails the build.
 * @type {Readonly<Record<string, string>>}
 */
export const OLD_VERSION_LABELS = {
  v7: 'MUI X v7',
  v6: 'MUI X v6',
  v5: 'MUI X v5',
  v4: 'MUI X v4',
  lab: 'Material UI Lab',
};

/**
 * Reads a code fence's meta string. `fragment` is a flag word; `version="v7"` names an older
 * release; the title is `title="..."`, or else the other words (`npm`). Shared with the
 * code-sample check so both read meta the same way.
 * @param {string | null | undefined} meta
 * @returns {{ title?: string; fragment: boolean; version?: string }}
 */
export function parseCodeMeta(meta) {
  const text = meta ?? '';
  const explicit = /title="([^"]+)"/.exec(text)?.[1];
  const version = /version="([^"]+)"/.exec(text)?.[1];
  const words = text
    .replace(/title="[^"]*"/, ' ')
    .replace(/version="[^"]*"/, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const fragment = words.includes('fragment');
  const label = words.filter((word) => word !== 'fragment').join(' ');
  const title = explicit ?? (label || undefined);
  return { ...(title === undefined ? {} : { title }), fragment, ...(version === undefined ? {} : { version }) };
}

export default function remarkCodeTitle() {
  let path = '';
  const visit = (node) => {
    if (node.type === 'code' && node.meta) {
      const { title, fragment, version } = parseCodeMeta(node.meta);
      if (version !== undefined && !Object.hasOwn(OLD_VERSION_LABELS, version)) {
        const line = node.position?.start.line ?? '?';
        const known = Object.keys(OLD_VERSION_LABELS).join(', ');
        throw new Error(`${path}:${line}: code fence version="${version}" is not one of ${known} (old-versions/)`);
      }
      const props = { ...node.data?.hProperties };
      if (title) props['data-title'] = title;
      if (fragment) props['data-fragment'] = 'true';
      if (version) props['data-version'] = version;
      node.data = { ...node.data, hProperties: props };
    }
    node.children?.forEach(visit);
  };
  return (tree, file) => {
    path = file?.path ?? '';
    visit(tree);
  };
}
