/**
 * Type text helpers that work on the printed type, parsed back with TypeScript's own parser so
 * that an arrow function's `| undefined` return is never mistaken for the outer union's.
 */
import ts from 'typescript';

function parseType(text: string): ts.TypeNode | null {
  const file = ts.createSourceFile('t.ts', `type T = ${text};`, ts.ScriptTarget.Latest, true);
  const statement = file.statements[0];
  return statement && ts.isTypeAliasDeclaration(statement) ? statement.type : null;
}

/** The members of a type's outermost union (`A | (() => B | C)` gives `A`, `() => B | C`). */
export function unionMembers(text: string): string[] {
  const node = parseType(text);
  if (!node || !ts.isUnionTypeNode(node)) return [text.trim()];
  return node.types.map((t) => t.getText().trim());
}

/** Drops `undefined` from the outermost union only: `(() => A | undefined) | undefined` keeps the inner one. */
export function stripOuterUndefined(text: string): string {
  const members = unionMembers(text);
  if (members.length < 2) return text.trim();
  const kept = members.filter((m) => m !== 'undefined');
  return kept.length === members.length ? text.trim() : kept.join(' | ');
}

/** One type from the types several union members declare: their union members, deduplicated, in order. */
export function mergeTypes(texts: readonly string[]): string {
  const unique = [...new Set(texts.map((t) => t.trim()))];
  if (unique.length === 1) return unique[0]!;
  const members = [...new Set(unique.flatMap(unionMembers))];
  // Literals from several declarations read best in order: `'filled' | 'outlined' | 'standard'`.
  if (members.every((m) => /^'[^']*'$/.test(m))) members.sort();
  return members.join(' | ');
}

/** The named types a type text refers to (`GridColDef<R>[]` gives `GridColDef`), in order. */
export function referencedNames(text: string): string[] {
  const node = parseType(text);
  if (!node) return [];
  const names: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isTypeReferenceNode(n)) {
      const name = n.typeName.getText();
      if (!names.includes(name)) names.push(name);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}
