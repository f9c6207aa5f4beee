/**
 * What the packages' JavaScript says, beside what their declarations say: a component's
 * runtime `propTypes` (its keys, and the JSDoc kept above each), and which props a package's
 * own modules set when they render one of its components.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { RawDoc, RuntimeProps } from './members';
import type { InstalledPackage } from './program';

/**
 * The CommonJS module of a declaration: v8 packages keep it at the root beside `esm/`
 * (`pkg/esm/a/b.d.ts` to `pkg/a/b.js`); v7 packages (read for the v7 comparison) keep ES
 * modules at the root and CommonJS in `node/` (`pkg/a/b.d.ts` to `pkg/node/a/b.js`).
 */
export function javascriptBeside(pkg: InstalledPackage, declarationFile: string): string {
  if (!declarationFile.startsWith(pkg.dir + '/')) return declarationFile.replace(/\.d\.ts$/, '.js');
  const relative = declarationFile.slice(pkg.dir.length + 1).replace(/^esm\//, '');
  const commonJs = pkg.typesDir === pkg.dir && existsSync(join(pkg.dir, 'node/index.js')) ? 'node/' : '';
  return join(pkg.dir, commonJs + relative.replace(/\.d\.ts$/, '.js'));
}

/** A JSDoc block's text and tags (`@default 'x'`, `@ignore - do not document.`). */
export function parseJsDoc(comment: string): RawDoc {
  const lines = comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''));
  const text: string[] = [];
  const tags = new Map<string, string>();
  let tag: string | null = null;
  for (const line of lines) {
    const match = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (match) {
      tag = match[1]!;
      if (!tags.has(tag)) tags.set(tag, match[2]!.trim());
    } else if (tag) {
      tags.set(tag, `${tags.get(tag)!}\n${line}`.trim());
    } else {
      text.push(line);
    }
  }
  return { text: text.join('\n').trim(), tags };
}

/**
 * The `propTypes` of a component as its JavaScript declares them: `X.propTypes = { … }` in the
 * module beside its declaration, with each key's leading JSDoc. Null when it has none.
 */
export function runtimePropTypes(file: string, exportName: string): RuntimeProps | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let found: RuntimeProps | null = null;
  const visit = (node: ts.Node): void => {
    if (
      !found &&
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'propTypes' &&
      ts.isObjectLiteralExpression(node.right)
    ) {
      // `PickersDay = React.memo(PickersDayRaw)`: the inner component holds the propTypes.
      const owner = node.left.expression.getText();
      if (
        owner !== exportName.replace(/^Unstable_/, '') &&
        !owner.startsWith(exportName.replace(/^Unstable_/, ''))
      ) {
        ts.forEachChild(node, visit);
        return;
      }
      const props: RuntimeProps = new Map();
      for (const property of node.right.properties) {
        const name =
          property.name && ts.isIdentifier(property.name) ? property.name.text : property.name?.getText();
        if (!name) continue;
        const comments = ts.getLeadingCommentRanges(text, property.getFullStart()) ?? [];
        const last = comments.at(-1);
        const raw = last ? text.slice(last.pos, last.end) : '';
        props.set(
          name.replace(/^['"]|['"]$/g, ''),
          raw.startsWith('/**') ? parseJsDoc(raw) : { text: '', tags: new Map() },
        );
      }
      found = props;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Props a package's own modules set on one of its components (`onDaySelect: handleDaySelect`
 * in the calendar that renders `PickersDay`): a JavaScript module outside the component's
 * folder that names the component and writes the prop as an object key.
 */
export function packageWiring(pkg: InstalledPackage): (name: string, declaration: ts.Declaration) => boolean {
  let files: { path: string; text: string }[] | null = null;
  const cache = new Map<string, boolean>();
  return (name, declaration) => {
    const file = declaration.getSourceFile().fileName;
    if (!file.startsWith(pkg.typesDir + '/')) return false;
    const folder = relative(pkg.typesDir, file).split('/')[0]!;
    if (!/^[A-Z]/.test(folder)) return false;
    const key = `${folder}:${name}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    files ??= javascriptFiles(pkg.dir);
    const keyPattern = new RegExp(`[{,\\s]${name}:`);
    const result = files.some(
      (f) => !f.path.startsWith(`${folder}/`) && f.text.includes(folder) && keyPattern.test(f.text),
    );
    cache.set(key, result);
    return result;
  };
}

function javascriptFiles(dir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(join(dir, at), { withFileTypes: true })) {
      const path = at ? `${at}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!['esm', 'modern', 'node_modules'].includes(entry.name)) walk(path);
      } else if (entry.name.endsWith('.js')) {
        out.push({ path, text: readFileSync(join(dir, path), 'utf8') });
      }
    }
  };
  walk('');
  return out;
}
