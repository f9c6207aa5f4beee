/**
 * Names that a page's own code uses: its demos (type-checked by `npm run typecheck`) and its
 * code blocks (checked here). Prose that names a variable, a key or a method the code on the
 * same page uses (`byNewest`, `categoryGapRatio`, `value.isValid()`) refers to that code.
 */
import ts from 'typescript';

export function codeNames(sources: readonly { fileName: string; text: string }[], into = new Set<string>()): Set<string> {
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) into.add(node.text);
    ts.forEachChild(node, visit);
  };
  for (const { fileName, text } of sources) {
    visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, scriptKind(fileName)));
  }
  return into;
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (fileName.endsWith('.js')) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}
