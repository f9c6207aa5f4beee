// Remark plugin (loaded by @next/mdx by path, so it is plain JavaScript).
// Passes a fenced code block's meta to the rendered element: ```tsx title="App.tsx"``` or
// ```bash npm``` give the block a title (and CodeTabs a tab label) as `data-title`.
export default function remarkCodeTitle() {
  const visit = (node) => {
    if (node.type === 'code' && node.meta) {
      const title = /title="([^"]+)"/.exec(node.meta)?.[1] ?? node.meta.trim();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'data-title': title } };
    }
    node.children?.forEach(visit);
  };
  return (tree) => visit(tree);
}
