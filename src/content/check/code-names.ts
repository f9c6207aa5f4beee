/**
 * Names that a page's own code uses: its demos (type-checked by `npm run typecheck`) and its
 * code blocks (checked here). Prose that names a variable, a key or a method the code on the
 * same page uses (`byNewest`, `categoryGapRatio`, `value.isValid()`) refers to that code. CSS
 * custom properties its strings set (`'--rail-width': 12`) count as names too.
 */
import ts from 'typescript';
import { CSS_VARIABLE } from './claims';

export function codeNames(sources: readonly { fileName: string; text: string }[], into = new Set<string>()): Set<string> {
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) into.add(node.text);
    else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      for (const [name] of node.text.matchAll(CSS_VARIABLE)) into.add(name);
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
