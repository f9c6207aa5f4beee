/**
 * Reading the members (props, interface fields, slots, CSS classes) of a type: names, types as
 * declared, JSDoc, `@default`, `@deprecated`. A member marked `@ignore` is internal and skipped.
 */
import ts from 'typescript';
import type { ApiInheritance, ApiMember } from '../types';
import { markdownToRich, type LinkResolver } from './markdown';
import { packageOfFile } from './program';

export interface RawDoc {
  text: string;
  tags: Map<string, string>;
}

export function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): RawDoc {
  const tags = new Map<string, string>();
  for (const tag of symbol.getJsDocTags(checker)) {
    if (!tags.has(tag.name)) tags.set(tag.name, ts.displayPartsToString(tag.text).trim());
  }
  return { text: ts.displayPartsToString(symbol.getDocumentationComment(checker)), tags };
}

/** Declared by an MUI X package (as opposed to React's DOM attributes or Material UI's). */
export function isOwnDeclaration(declaration: ts.Declaration): boolean {
  return packageOfFile(declaration.getSourceFile().fileName)?.startsWith('@mui/x-') ?? false;
}

/** Every property of a type; for a union, the properties of all its members. */
function propertiesOf(checker: ts.TypeChecker, type: ts.Type): { symbol: ts.Symbol; required: boolean }[] {
  const parts = type.isUnion()
    ? type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)))
    : [type];
  const byName = new Map<string, { symbol: ts.Symbol; required: number }>();
  for (const part of parts) {
    for (const symbol of checker.getPropertiesOfType(part)) {
      const entry = byName.get(symbol.getName()) ?? { symbol, required: 0 };
      if (!(symbol.flags & ts.SymbolFlags.Optional)) entry.required += 1;
      byName.set(symbol.getName(), entry);
    }
  }
  // Required only when every member of the union requires it.
  return [...byName.values()].map((e) => ({ symbol: e.symbol, required: e.required === parts.length }));
}

const WRITE =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** The type as the package declares it, with literal unions behind an alias spelled out. */
export function typeText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  let text: string;
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    const declared = checker.getTypeAtLocation(declaration.type);
    const literalUnion =
      declared.isUnion() &&
      declared.types.every(
        (t) => t.flags & (ts.TypeFlags.Literal | ts.TypeFlags.Undefined | ts.TypeFlags.Null),
      );
    const parameters = outerTypeParameters(declaration);
    const instantiated = parameters.length
      ? checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, WRITE).replace(/ \| undefined$/, '')
      : '';
    // `views: readonly TView[]` in a shared base interface: the instantiated type says more,
    // unless it still names a type parameter or collapsed to `any`.
    const better =
      instantiated &&
      !/\bany\b/.test(instantiated) &&
      !parameters.some((p) => new RegExp(`\\b${p}\\b`).test(instantiated));
    text = better
      ? instantiated
      : literalUnion && ts.isTypeReferenceNode(declaration.type)
        ? // Printed member by member: printing the union itself gives back the alias name.
          (declared as ts.UnionType).types.map((t) => checker.typeToString(t, undefined, WRITE)).join(' | ')
        : declaration.type.getText();
  } else if (declaration && ts.isMethodSignature(declaration)) {
    const signature = checker.getSignatureFromDeclaration(declaration);
    text = signature ? checker.signatureToString(signature, declaration, WRITE) : declaration.getText();
  } else {
    text = checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, WRITE);
  }
  // Declaration files keep JSDoc inside type literals; the page shows it elsewhere.
  return text
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ \| undefined$/, '')
    .trim();
}

/** Type parameters of the interface declaring a property that its declared type names. */
function outerTypeParameters(declaration: ts.PropertySignature | ts.PropertyDeclaration): string[] {
  const owner = declaration.parent;
  const parameters =
    ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)
      ? owner.typeParameters
      : ts.isTypeLiteralNode(owner) && ts.isTypeAliasDeclaration(owner.parent)
        ? owner.parent.typeParameters
        : undefined;
  const text = declaration.type?.getText() ?? '';
  return (parameters ?? []).map((p) => p.name.text).filter((name) => new RegExp(`\\b${name}\\b`).test(text));
}

export interface MembersResult {
  members: ApiMember[];
  /** Properties the type takes from declarations outside MUI X, grouped by declaration. */
  inherited: ApiInheritance['sources'];
}

/**
 * The documented members of a type. With `ownOnly`, members declared outside MUI X packages
 * (DOM attributes, Material UI props) are counted as inherited instead of listed.
 */
export function readMembers(
  checker: ts.TypeChecker,
  type: ts.Type,
  resolve: LinkResolver,
  ownOnly: boolean,
): MembersResult {
  const members: ApiMember[] = [];
  const inherited = new Map<string, { name: string; module: string; count: number }>();
  for (const { symbol, required } of propertiesOf(checker, type)) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    if (ownOnly && !symbol.declarations!.some(isOwnDeclaration)) {
      const source = declaringName(declaration);
      const key = `${source.module}:${source.name}`;
      const entry = inherited.get(key) ?? { ...source, count: 0 };
      entry.count += 1;
      inherited.set(key, entry);
      continue;
    }
    const doc = docOf(symbol, checker);
    if (doc.tags.has('ignore') || doc.tags.has('internal')) continue;
    const member: ApiMember = {
      name: symbol.getName(),
      type: typeText(checker, symbol),
      required,
      description: markdownToRich(doc.text, resolve),
    };
    const fallback = doc.tags.get('default');
    if (fallback !== undefined && fallback !== '') member.default = fallback;
    if (doc.tags.has('deprecated')) member.deprecated = markdownToRich(doc.tags.get('deprecated')!, resolve);
    members.push(member);
  }
  members.sort((a, b) => a.name.localeCompare(b.name));
  return { members, inherited: [...inherited.values()].sort((a, b) => b.count - a.count) };
}

/** The interface or type alias a property was declared in, and its package. */
function declaringName(declaration: ts.Declaration): { name: string; module: string } {
  const from = packageOfFile(declaration.getSourceFile().fileName) ?? 'this project';
  let node: ts.Node | undefined = declaration.parent;
  while (
    node &&
    !ts.isInterfaceDeclaration(node) &&
    !ts.isTypeAliasDeclaration(node) &&
    !ts.isClassDeclaration(node)
  ) {
    node = node.parent;
  }
  const name =
    node && (node as ts.InterfaceDeclaration).name
      ? (node as ts.InterfaceDeclaration).name.text
      : 'anonymous type';
  return { name, module: from };
}
