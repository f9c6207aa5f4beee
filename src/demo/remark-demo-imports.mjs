// Remark plugin (loaded by @next/mdx by path, so it is plain JavaScript).
// A page imports its demos by their source path, `import BasicSorting from './demos/BasicSorting'`;
// this points the import at the generated descriptor of that demo (code previews, lazy
// client runtime). A demo that does not exist fails the build with the missing path.
import path from 'node:path';

const DEMO_IMPORT = /^\.\/demos\/([A-Z]\w*)(\.tsx)?$/;

export default function remarkDemoImports() {
  const root = process.cwd();
  return (tree, file) => {
    const here = path.dirname(path.resolve(root, file.path));
    // content/<path> keeps its path as the demo folder; blog/, templates/, marketing/ keep their root.
    const fromRoot = path.relative(root, here).split(path.sep).join('/');
    const folder = fromRoot.startsWith('content/') ? fromRoot.slice('content/'.length) : fromRoot;
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const match = DEMO_IMPORT.exec(statement.source.value);
        if (!match) continue;
        // Relative to the page: the bundler resolves relative specifiers, not filesystem paths.
        const target = path.relative(here, path.join(root, 'generated/demos', folder, `${match[1]}.tsx`));
        statement.source.value = target;
        statement.source.raw = JSON.stringify(target);
      }
    }
  };
}
