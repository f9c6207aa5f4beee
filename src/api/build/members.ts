/**
 * Reading the members (props, interface fields, slots, CSS classes) of a type: names, types as
 * declared, JSDoc, `@default`, `@deprecated`. A member marked `@ignore` or `@internal` is
 * internal and skipped. The member list is the TypeScript checker's: every property of every
 * member of a union, merged by name (see `gatherProperties`).
 */
import ts from 'typescript';
import type { Plan } from '../../navigation/types';
import type { ApiInheritance, ApiMember } from '../types';
import { markdownToRich, type LinkResolver } from './markdown';
import { packageOfFile } from './program';
import { mergeTypes, stripOuterUndefined } from './type-text';

export interface RawDoc {
  text: string;
  tags: Map<string, string>;
}

/**
 * The property a mapped type's member comes from: `AppendKeys<Pick<P, 'rotate'>, 'gradient'>`
 * gives `rotateGradient`, a symbol without declarations whose key and mapped type TypeScript
 * keeps only in its internal links (no public API reaches them).
 */
export function originOf(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  if (symbol.declarations?.length) return symbol;
  const links = (
    symbol as { links?: { keyType?: ts.Type; mappedType?: ts.Type & { modifiersType?: ts.Type } } }
  ).links;
  const key = links?.keyType;
  const modifiers = links?.mappedType?.modifiersType;
  if (!key || !modifiers || !key.isStringLiteral()) return symbol;
  const origin = checker.getPropertyOfType(modifiers, key.value);
  return origin ? originOf(checker, origin) : symbol;
}

export function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): RawDoc {
  const source = originOf(checker, symbol);
  const tags = new Map<string, string>();
  for (const tag of source.getJsDocTags(checker)) {
    if (!tags.has(tag.name)) tags.set(tag.name, ts.displayPartsToString(tag.text).trim());
  }
  return { text: ts.displayPartsToString(source.getDocumentationComment(checker)), tags };
}

/** Declared by an MUI X package (as opposed to React's DOM attributes or Material UI's). */
export function isOwnDeclaration(declaration: ts.Declaration): boolean {
  return packageOfFile(declaration.getSourceFile().fileName)?.startsWith('@mui/x-') ?? false;
}

function declarationsOf(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Declaration[] {
  return originOf(checker, symbol).declarations ?? [];
}

/**
 * `x?: never` (one branch of an exclusive-or, often written as a mapped type such as
 * `{ [P in Exclude<keyof T, keyof U>]?: never }`): the branch forbids the member.
 */
function isForbidden(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const own = checker.getTypeOfSymbol(symbol);
  if (own.flags & ts.TypeFlags.Never) return true;
  if (
    symbol.flags & ts.SymbolFlags.Optional &&
    own.flags & ts.TypeFlags.Undefined &&
    !symbol.declarations?.length
  ) {
    return true;
  }
  const declaration = symbol.declarations?.[0];
  return !!declaration && isNeverDeclaration(declaration);
}

export interface GatheredProperty {
  name: string;
  /** One symbol per union member that declares it (never-typed declarations left out). */
  symbols: ts.Symbol[];
  required: boolean;
  /** When only some union members declare it: the literal property selecting them. */
  when?: string;
}

/**
 * Every property of a type: for a union, the properties of all its members, merged by name.
 * A member is required only when every union member requires it.
 */
export function gatherProperties(checker: ts.TypeChecker, type: ts.Type): GatheredProperty[] {
  const parts = type.isUnion()
    ? type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)))
    : [type];
  const byName = new Map<string, { symbols: ts.Symbol[]; parts: ts.Type[]; optional: boolean }>();
  for (const part of parts) {
    for (const symbol of checker.getPropertiesOfType(part)) {
      if (isForbidden(checker, symbol)) continue;
      const entry = byName.get(symbol.getName()) ?? { symbols: [], parts: [], optional: false };
      entry.symbols.push(symbol);
      entry.parts.push(part);
      if (symbol.flags & ts.SymbolFlags.Optional) entry.optional = true;
      byName.set(symbol.getName(), entry);
    }
  }
  return [...byName].map(([name, e]) => {
    const out: GatheredProperty = {
      name,
      symbols: e.symbols,
      required: !e.optional && e.parts.length === parts.length,
    };
    if (parts.length > 1 && e.parts.length < parts.length) {
      const when = discriminant(checker, e.parts, name);
      if (when) out.when = when;
    }
    return out;
  });
}

/** `type: 'actions'`: a property that is one string literal in each of the given union members. */
function discriminant(checker: ts.TypeChecker, parts: ts.Type[], except: string): string | undefined {
  const candidates = checker.getPropertiesOfType(parts[0]!).map((p) => p.getName());
  const ordered = ['type', ...candidates.filter((c) => c !== 'type')];
  for (const key of ordered) {
    if (key === except) continue;
    const values: string[] = [];
    for (const part of parts) {
      const property = checker.getPropertyOfType(part, key);
      const type = property && checker.getNonNullableType(checker.getTypeOfSymbol(property));
      if (!type?.isStringLiteral()) break;
      values.push(`'${type.value}'`);
    }
    if (values.length === parts.length) return `${key}: ${[...new Set(values)].join(' | ')}`;
  }
  return undefined;
}

const WRITE =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** `'a' | 'b'` (with `null` or `undefined` perhaps), not `boolean` and not an enum's members. */
function isLiteralUnion(type: ts.Type): boolean {
  return (
    type.isUnion() &&
    type.types.every(
      (t) =>
        t.flags &
        (ts.TypeFlags.StringLiteral |
          ts.TypeFlags.NumberLiteral |
          ts.TypeFlags.Null |
          ts.TypeFlags.Undefined),
    ) &&
    !type.types.some((t) => t.flags & ts.TypeFlags.EnumLiteral)
  );
}

function spellLiterals(checker: ts.TypeChecker, union: ts.UnionType, declared: ts.Type): string {
  const withNull = declared.isUnion() && declared.types.some((t) => t.flags & ts.TypeFlags.Null);
  const parts = union.types.map((t) => checker.typeToString(t, undefined, WRITE));
  return [...parts, ...(withNull && !parts.includes('null') ? ['null'] : [])].join(' | ');
}

function isNeverDeclaration(declaration: ts.Declaration): boolean {
  return (declaration as ts.PropertySignature).type?.kind === ts.SyntaxKind.NeverKeyword;
}

/**
 * The type as the package declares it, with literal unions behind an alias spelled out. A
 * property several declarations give (`variant` of each `TextField` variant's props, reached
 * through one mapped type) shows all of them, merged; an exclusive-or's `x?: never` is left out.
 */
export function typeText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const optional = !!(symbol.flags & ts.SymbolFlags.Optional);
  const declarations = declarationsOf(checker, symbol).filter((d) => !isNeverDeclaration(d));
  const typed = declarations.filter(
    (d) => (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) && d.type,
  ) as (ts.PropertySignature | ts.PropertyDeclaration)[];
  let text: string;
  if (typed.length > 1 && typed.length === declarations.length) {
    text = mergeTypes(typed.map((d) => declaredText(checker, d, symbol)));
  } else {
    const declaration = symbol.valueDeclaration ?? declarations[0];
    if (
      declaration &&
      (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
      declaration.type
    ) {
      text = declaredText(checker, declaration, symbol);
    } else if (declaration && ts.isMethodSignature(declaration)) {
      const signature = checker.getSignatureFromDeclaration(declaration);
      text = signature ? checker.signatureToString(signature, declaration, WRITE) : declaration.getText();
    } else {
      text = checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, WRITE);
    }
  }
  // Declaration files keep JSDoc inside type literals; the page shows it elsewhere.
  text = text
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // `?` already says "may be undefined"; a function's own `| undefined` return stays.
  return optional ? stripOuterUndefined(text) : text;
}

/** One declaration's type text; `symbol` (the instantiated member) when the declaration is its only one. */
function declaredText(
  checker: ts.TypeChecker,
  declaration: ts.PropertySignature | ts.PropertyDeclaration,
  symbol: ts.Symbol | null,
): string {
  const node = declaration.type!;
  const declared = checker.getTypeAtLocation(node);
  const literalUnion =
    declared.isUnion() &&
    declared.types.every(
      (t) => t.flags & (ts.TypeFlags.Literal | ts.TypeFlags.Undefined | ts.TypeFlags.Null),
    );
  const parameters = outerTypeParameters(declaration);
  const instantiated =
    symbol && parameters.length
      ? stripOuterUndefined(checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, WRITE))
      : '';
  // `views: readonly TView[]` in a shared base interface: the instantiated type says more,
  // unless it still names a type parameter or collapsed to `any`.
  const better =
    instantiated &&
    !/\bany\b/.test(instantiated) &&
    !parameters.some((p) => new RegExp(`\\b${p}\\b`).test(instantiated));
  // A union of literals behind a name (`DateView`, `BarSeriesType['layout']`, a type
  // parameter's default) is spelled out, member by member: printing the union itself gives
  // back the name.
  const resolved = symbol && better ? checker.getNonNullableType(checker.getTypeOfSymbol(symbol)) : declared;
  const spelled = ts.isUnionTypeNode(node) && node.types.every((t) => ts.isLiteralTypeNode(t));
  if (isLiteralUnion(resolved) && (better || !spelled)) {
    return spellLiterals(checker, resolved as ts.UnionType, symbol ? declared : resolved);
  }
  if (better) return instantiated;
  if (literalUnion && ts.isTypeReferenceNode(node))
    return spellLiterals(checker, declared as ts.UnionType, declared);
  return node.getText();
}

/** Type parameters of the interface declaring a property that its declared type names. */
function outerTypeParameters(declaration: ts.PropertySignature | ts.PropertyDeclaration): string[] {
  let owner: ts.Node = declaration.parent;
  // `type P<TValue> = Common & { x: TValue }`: the type literal sits inside the alias.
  while (
    !ts.isInterfaceDeclaration(owner) &&
    !ts.isClassDeclaration(owner) &&
    !ts.isTypeAliasDeclaration(owner) &&
    !ts.isSourceFile(owner)
  ) {
    owner = owner.parent;
  }
  const parameters = ts.isSourceFile(owner) ? undefined : owner.typeParameters;
  const text = declaration.type?.getText() ?? '';
  return (parameters ?? []).map((p) => p.name.text).filter((name) => new RegExp(`\\b${name}\\b`).test(text));
}

/**
 * What the component's runtime says about its props: the keys of its `propTypes` and the
 * JSDoc the packages' JavaScript keeps above each (`@ignore` included).
 */
export type RuntimeProps = Map<string, RawDoc>;

export interface ReadOptions {
  /** Members declared outside MUI X are counted as inherited instead of listed… */
  ownOnly: boolean;
  /** …unless the component's runtime `propTypes` declares them. */
  propTypes?: RuntimeProps;
  /**
   * Undescribed props the package's own components set when they render this one
   * (`PickersDay`'s `onDaySelect`, set by the calendar): internal wiring.
   */
  setByPackage?: (name: string, declaration: ts.Declaration) => boolean;
  /** Names React declares for DOM elements: never internal wiring. */
  domAttributes?: ReadonlySet<string>;
  /** The plan of an installed package, for members a higher plan's augmentation declares. */
  planOfPackage?: (name: string) => Plan | undefined;
  /** Leave `type` empty: only which members are listed is wanted (`ProductInput.membersOnly`). */
  membersOnly?: boolean;
}

/** `aggregable`, declared only by the Premium package's augmentation of `GridColDef`. */
function declaredPlan(
  declarations: readonly ts.Declaration[],
  planOfPackage: ReadOptions['planOfPackage'],
): Plan | undefined {
  if (!planOfPackage) return undefined;
  const plans = declarations.map((d) => planOfPackage(packageOfFile(d.getSourceFile().fileName) ?? ''));
  if (plans.some((p) => !p)) return undefined;
  return plans.includes('pro') ? 'pro' : 'premium';
}

/** The site's description of a generic prop the package leaves undescribed. */
export const GENERIC_DESCRIPTIONS: Record<string, string> = {
  className: 'Class name applied to the root element.',
  sx: 'The system prop that allows defining system overrides as well as additional CSS styles.',
  children: 'The content of the component.',
  style: 'Inline styles applied to the root element.',
  classes: 'Override or extend the styles applied to the component.',
  slots: 'Overridable component slots.',
  slotProps: 'The props used for each component slot.',
  id: 'The `id` of the root element.',
};

export interface MembersResult {
  members: ApiMember[];
  /** Properties the type takes from declarations outside MUI X, grouped by declaration. */
  inherited: ApiInheritance['sources'];
  /** Members left out as internal (`@ignore`, `@internal`, or undescribed internal wiring). */
  hidden: string[];
  /** Every property name of the type, listed or not (for the comparison with v7, since-v7.ts). */
  names: string[];
}

/** The plan a member's JSDoc says it needs ("Only available in DataGridPremium."). */
export function planInDescription(text: string): 'pro' | 'premium' | undefined {
  const match = /only available (?:in|on|with) (?:the )?[\w-]*?(Pro|Premium)\b/i.exec(text);
  return match ? (match[1]!.toLowerCase() as 'pro' | 'premium') : undefined;
}

/** The documented members of a type. */
export function readMembers(
  checker: ts.TypeChecker,
  type: ts.Type,
  resolve: LinkResolver,
  options: ReadOptions,
): MembersResult {
  const members: ApiMember[] = [];
  const hidden: string[] = [];
  const inherited = new Map<string, { name: string; module: string; count: number }>();
  const properties = gatherProperties(checker, type);
  for (const property of properties) {
    const { name, symbols } = property;
    const declarations = symbols.flatMap((s) => declarationsOf(checker, s));
    const declaration = declarations[0];
    if (!declaration) continue;
    const own = declarations.some(isOwnDeclaration);
    const runtime = options.propTypes?.get(name);
    const source = declaringName(declaration);
    if (options.ownOnly && !own && (!runtime || source.module === 'react')) {
      const key = `${source.module}:${source.name}`;
      const entry = inherited.get(key) ?? { ...source, count: 0 };
      entry.count += 1;
      inherited.set(key, entry);
      continue;
    }
    const docs = symbols.map((s) => docOf(s, checker));
    const doc = docs.find((d) => d.text.trim()) ?? docs.find((d) => d.tags.size) ?? docs[0]!;
    // "TODO:" lines are notes to the package's maintainers, not to readers.
    const text = (doc.text.trim() || runtime?.text.trim() || '').replace(/^TODO:.*$/gm, '').trim();
    const tags = new Map([...(runtime?.tags ?? []), ...doc.tags]);
    if (tags.has('ignore') || tags.has('internal')) {
      hidden.push(name);
      continue;
    }
    const generic = GENERIC_DESCRIPTIONS[name];
    if (!text && !generic && isInternalWiring(name, declarations, options)) {
      hidden.push(name);
      continue;
    }
    const member: ApiMember = {
      name,
      type: options.membersOnly ? '' : mergeTypes(symbols.map((s) => typeText(checker, s))),
      required: property.required,
      description: markdownToRich(text || generic || '', resolve),
    };
    if (!text && generic) member.genericDescription = true;
    if (!own) member.inheritedFrom = `${source.name} (${source.module})`;
    if (property.when) member.when = property.when;
    const plan = planInDescription(text) ?? declaredPlan(declarations, options.planOfPackage);
    if (plan) member.plan = plan;
    const fallback = tags.get('default');
    if (fallback !== undefined && fallback !== '') member.default = fallback;
    if (tags.has('deprecated')) member.deprecated = markdownToRich(tags.get('deprecated')!, resolve);
    members.push(member);
  }
  members.sort((a, b) => a.name.localeCompare(b.name));
  return {
    members,
    inherited: [...inherited.values()].sort((a, b) => b.count - a.count),
    hidden,
    names: properties.map((p) => p.name),
  };
}

/**
 * An undescribed prop nobody is meant to set: `ownerState` (Material UI's styling state),
 * props declared only in a package's `internals/`, and props the package's own components set
 * when they render this one, unless React declares the name for DOM elements.
 */
function isInternalWiring(name: string, declarations: ts.Declaration[], options: ReadOptions): boolean {
  if (name === 'ownerState') return true;
  // Declared only in `internals/`, and optional: a required prop (`RichTreeView`'s `items`) is
  // one every reader passes, described or not.
  const optional = declarations.every((d) => !ts.isPropertySignature(d) || !!d.questionToken);
  if (
    optional &&
    declarations.every((d) => /\/internals\//.test(d.getSourceFile().fileName)) &&
    !declarations.some(isTreeViewPluginParameter)
  )
    return true;
  if (options.domAttributes?.has(name)) return false;
  return declarations.some(
    (d) => !!options.setByPackage?.(name, d) && isExceptionInDocumentedInterface(d, options.domAttributes),
  );
}

/**
 * A Tree View plugin's parameter (`UseTreeViewLazyLoadingParameters.dataSource`): the plugins
 * live in `internals/plugins/` of the community package, and every parameter is a prop of the
 * trees that use the plugin, described or not (`RichTreeViewPro`'s `dataSource` is how a
 * reader turns lazy loading on).
 */
function isTreeViewPluginParameter(declaration: ts.Declaration): boolean {
  const owner = declaration.parent;
  return (
    /\/internals\/plugins\//.test(declaration.getSourceFile().fileName) &&
    ts.isInterfaceDeclaration(owner) &&
    /^UseTreeView\w+Parameters$/.test(owner.name.text)
  );
}

/**
 * Undescribed on purpose: a required prop (a reader could not supply it without a word on
 * what it is), or one of the few undescribed members of an interface that describes the
 * others (DOM names aside). In an interface that describes few members, an undescribed one
 * says nothing.
 */
function isExceptionInDocumentedInterface(
  declaration: ts.Declaration,
  dom: ReadonlySet<string> | undefined,
): boolean {
  const owner = declaration.parent;
  if (!ts.isInterfaceDeclaration(owner) && !ts.isTypeLiteralNode(owner)) return false;
  // A required prop nobody describes cannot be supplied by a reader: the package supplies it.
  if (ts.isPropertySignature(declaration) && !declaration.questionToken) return true;
  const members = owner.members.filter((m) => m.name);
  const undescribed = members.filter(
    (m) => !dom?.has(m.name!.getText()) && !ts.getJSDocCommentsAndTags(m).length,
  );
  return undescribed.length * 4 < members.length;
}

/** The interface or type alias a property was declared in, and its package. */
export function declaringName(declaration: ts.Declaration): { name: string; module: string } {
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
