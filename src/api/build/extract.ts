/**
 * From the packages of one product to its API pages.
 *
 * Which exports are components: a value exported from a package's root whose type is callable
 * with one props object and returns a React element, and which is neither a React context nor
 * a styled slot root (those are styling hooks, described by their parent's CSS classes).
 *
 * Which components get a page: the ones the package documents or publishes on purpose, that
 * is, their declaration carries a JSDoc "Demos:" or "API:" section, or their file links to
 * their own API page, or the package gives them their own entry point (`pkg/<Name>`), or they
 * declare `propTypes` and at least one of their own props has a description or a `@default`.
 * Undocumented exports (internal building blocks, icons) are left out and counted.
 */
import ts from 'typescript';
import { kebabCase } from '../../content/kebab-case';
import type { ApiProduct, Plan } from '../../navigation/types';
import type { ApiCssClass, ApiImport, ApiPageData, ApiSlot } from '../types';
import { markdownToRich, type LinkResolver } from './markdown';
import { docOf, isOwnDeclaration, readMembers } from './members';
import {
  ApiExtractionError,
  declarationIdentity,
  isInside,
  moduleExports,
  type InstalledPackage,
} from './program';

export interface PackageView {
  pkg: InstalledPackage;
  plan?: Plan;
  exports: Map<string, ts.Symbol>;
  /** The package's runtime `*Classes` objects, for the class names applied in the DOM. */
  runtimeClasses: Map<string, Record<string, string>>;
  /**
   * The `*Classes` objects of the module beside a declaration file (`x.d.ts` to `x.js`): some
   * components' classes objects are not exported from the package root.
   */
  classesBeside: (declarationFile: string) => Iterable<Record<string, string>>;
}

export interface ProductInput {
  product: ApiProduct;
  packages: PackageView[];
  program: ts.Program;
  resolve: LinkResolver;
}

export interface Discovery {
  pages: ApiPageData[];
  /** Components exported but not documented by their package, by export name. */
  undocumented: string[];
}

const WRITE = ts.TypeFormatFlags.NoTruncation;

/** The call signature of a component export, or null when the export is not a component. */
function componentSignature(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Signature | null {
  if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) return null;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return null;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (type.getProperty('Provider') || type.getProperty('Consumer')) return null;
  if (/\bStyledComponent\b/.test(checker.typeToString(type, undefined, WRITE))) return null;
  const signature = type.getCallSignatures()[0];
  if (!signature || signature.parameters.length > 1) return null;
  const returns = checker.typeToString(signature.getReturnType(), undefined, WRITE);
  return /\b(Element|ReactNode)\b/.test(returns) ? signature : null;
}

function propsTypeOf(checker: ts.TypeChecker, signature: ts.Signature, where: string): ts.Type | null {
  const parameter = signature.parameters[0];
  if (!parameter) return null;
  const type = checker.getTypeOfSymbol(parameter);
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
    throw new ApiExtractionError(
      `${where}: its props type resolves to \`any\`, so its props cannot be listed.`,
    );
  }
  return type;
}

/** A member with a description or a documented default, or a `classes` prop with documented keys. */
function isDocumentedMember(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const doc = docOf(symbol, checker);
  if (doc.text.trim() || doc.tags.get('default')) return true;
  if (symbol.getName() !== 'classes') return false;
  const keys = checker.getPropertiesOfType(checker.getNonNullableType(checker.getTypeOfSymbol(symbol)));
  return keys.some((key) => docOf(key, checker).text.trim());
}

function jsDocText(symbol: ts.Symbol): string {
  return (symbol.declarations ?? [])
    .flatMap((d) => ts.getJSDocCommentsAndTags(d))
    .map((node) => node.getText())
    .join('\n');
}

/**
 * The component's JSDoc without its "Demos:", "API:" and "Features:" link lists: those point at
 * mui.com's pages; this site's own links are the "Used in the guides" section.
 */
function componentDescription(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return docOf(symbol, checker)
    .text.split(/^\s*(?:Demos|API|Features):/m)[0]!
    .trim();
}

export function discoverProduct(input: ProductInput): Discovery {
  const checker = input.program.getTypeChecker();
  const pages: ApiPageData[] = [];
  const undocumented: string[] = [];
  const seen = new Set<string>();
  for (const view of input.packages) {
    for (const [exportName, symbol] of view.exports) {
      if (!/^(Unstable_)?[A-Z]/.test(exportName)) continue;
      const declaration = symbol.declarations?.[0];
      if (!declaration || !isInside(declaration.getSourceFile().fileName, view.pkg)) continue;
      const name = exportName.replace(/^Unstable_/, '');
      if (seen.has(name)) continue;
      const signature = componentSignature(checker, symbol);
      if (!signature) continue;
      seen.add(name);
      const where = `${name} (${view.pkg.name} ${view.pkg.version})`;
      const propsType = propsTypeOf(checker, signature, where);
      const slug = kebabCase(name);
      const ownDocumentedProps = propsType
        ? checker
            .getPropertiesOfType(propsType)
            .filter((p) => p.declarations?.some(isOwnDeclaration) && isDocumentedMember(p, checker)).length
        : 0;
      const fileText = declaration.getSourceFile().text;
      const folder = declaration
        .getSourceFile()
        .fileName.slice(view.pkg.typesDir.length + 1)
        .split('/')[0];
      const documented =
        /\b(?:Demos|API):/.test(jsDocText(symbol)) ||
        fileText.includes(`/x/api/${input.product}/${slug}/`) ||
        (folder === exportName && view.pkg.subpathEntries.has(folder)) ||
        (!!checker.getTypeOfSymbol(symbol).getProperty('propTypes') && ownDocumentedProps > 0);
      if (!documented) {
        undocumented.push(exportName);
        continue;
      }
      pages.push(componentPage(input, view, { exportName, name, slug, symbol, propsType, where }));
    }
  }
  assignMemberPlans(pages);
  return { pages, undocumented };
}

interface Found {
  exportName: string;
  name: string;
  slug: string;
  symbol: ts.Symbol;
  propsType: ts.Type | null;
  where: string;
}

function componentPage(input: ProductInput, view: PackageView, found: Found): ApiPageData {
  const checker = input.program.getTypeChecker();
  const { propsType, symbol, where } = found;
  const read = propsType
    ? readMembers(checker, propsType, input.resolve, true)
    : { members: [], inherited: [] };
  const description = markdownToRich(componentDescription(checker, symbol), input.resolve);
  const slots = propsType ? readSlots(checker, propsType, input.resolve) : [];
  const classes = propsType ? readClasses(checker, propsType, view, input.resolve, where) : [];
  const refType = propsType?.getProperty('ref');
  const ref = refType
    ? /\b((?:HTML|SVG)\w*Element)\b/.exec(
        checker.typeToString(checker.getTypeOfSymbol(refType), undefined, WRITE),
      )?.[1]
    : undefined;
  if (!read.members.length && !description.length && !classes.length) {
    throw new ApiExtractionError(
      `${where}: nothing to document (no props, description or CSS classes were found).`,
    );
  }
  const deprecated = docOf(symbol, checker).tags.get('deprecated');
  const page: ApiPageData = {
    kind: 'component',
    product: input.product,
    name: found.name,
    exportName: found.exportName,
    slug: found.slug,
    source: { package: view.pkg.name, version: view.pkg.version },
    description,
    imports: importsOf(input, view, found),
    members: read.members,
    slots,
    classes,
    usedIn: [],
  };
  if (view.plan) page.plan = view.plan;
  if (deprecated !== undefined) page.deprecated = markdownToRich(deprecated, input.resolve);
  // `key` and `ref` (React's Attributes and RefAttributes) apply to every component.
  const sources = read.inherited.filter((s) => !(s.module === 'react' && /^(Ref)?Attributes$/.test(s.name)));
  if (ref || sources.length) page.inheritance = { ...(ref ? { ref } : {}), sources };
  return page;
}

/** Every import path that reaches this very declaration, lowest plan first. */
function importsOf(input: ProductInput, defining: PackageView, found: Found): ApiImport[] {
  const identity = declarationIdentity(found.symbol);
  const out: ApiImport[] = [];
  const statement = (from: string) => `import { ${found.exportName} } from '${from}';`;
  const file = found.symbol.declarations![0]!.getSourceFile().fileName;
  const folder = file.slice(defining.pkg.typesDir.length + 1).split('/')[0]!;
  const subpath = defining.pkg.subpathEntries.get(folder);
  if (subpath) {
    const exported = moduleExports(input.program, subpath).get(found.exportName);
    if (exported && declarationIdentity(exported) === identity) {
      out.push({
        code: statement(`${defining.pkg.name}/${folder}`),
        ...(defining.plan ? { plan: defining.plan } : {}),
      });
    }
  }
  for (const view of input.packages) {
    const exported = view.exports.get(found.exportName);
    if (exported && declarationIdentity(exported) === identity) {
      out.push({ code: statement(view.pkg.name), ...(view.plan ? { plan: view.plan } : {}) });
    }
  }
  return out;
}

function propertyType(checker: ts.TypeChecker, type: ts.Type, name: string): ts.Type | null {
  const property = type.getProperty(name);
  if (!property || !property.declarations?.some(isOwnDeclaration)) return null;
  return checker.getNonNullableType(checker.getTypeOfSymbol(property));
}

function readSlots(checker: ts.TypeChecker, propsType: ts.Type, resolve: LinkResolver): ApiSlot[] {
  const slotsType = propertyType(checker, propsType, 'slots');
  if (!slotsType) return [];
  return checker
    .getPropertiesOfType(slotsType)
    .map((slot) => ({ slot, doc: docOf(slot, checker) }))
    .filter(({ doc }) => !doc.tags.has('ignore'))
    .map(({ slot, doc }) => {
      const out: ApiSlot = { name: slot.getName(), description: markdownToRich(doc.text, resolve) };
      const fallback = doc.tags.get('default');
      if (fallback) out.default = fallback;
      return out;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The CSS classes of the `classes` prop, with the class names the package applies. Names are
 * read from the package's own runtime `*Classes` object whose keys match, not reconstructed.
 */
function readClasses(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  view: PackageView,
  resolve: LinkResolver,
  where: string,
): ApiCssClass[] {
  const classesType = propertyType(checker, propsType, 'classes');
  if (!classesType) return [];
  const keys = checker.getPropertiesOfType(classesType);
  if (!keys.length) return [];
  const names = keys.map((k) => k.getName());
  const declaredIn = keys[0]!.declarations?.[0]?.getSourceFile().fileName;
  const runtime =
    matchingRuntimeClasses(declaredIn ? view.classesBeside(declaredIn) : [], names) ??
    matchingRuntimeClasses(view.runtimeClasses.values(), names);
  if (!runtime) {
    throw new ApiExtractionError(
      `${where}: its \`classes\` prop has keys (${names.slice(0, 4).join(', ')}, …) that no exported *Classes object of ${view.pkg.name} has.`,
    );
  }
  return keys
    .map((key) => ({
      key: key.getName(),
      className: runtime[key.getName()]!,
      description: markdownToRich(docOf(key, checker).text, resolve),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

function matchingRuntimeClasses(
  candidates: Iterable<Record<string, string>>,
  keys: string[],
): Record<string, string> | null {
  let best: Record<string, string> | null = null;
  for (const candidate of candidates) {
    if (!keys.every((k) => typeof candidate[k] === 'string')) continue;
    // The smallest object holding every key is the component's own (not a shared superset).
    if (!best || Object.keys(candidate).length < Object.keys(best).length) best = candidate;
  }
  return best;
}

/**
 * Props of a component that a lower plan's sibling also has need that lower plan:
 * `DataGridPremium`'s `pagination` is Community, its `treeData` Pro.
 */
function assignMemberPlans(pages: ApiPageData[]): void {
  const byName = new Map(pages.map((p) => [p.name, p]));
  for (const page of pages) {
    if (!page.plan) continue;
    const base = page.name.replace(/(Pro|Premium)$/, '');
    const lower = [base, `${base}Pro`]
      .map((n) => byName.get(n))
      .filter((p): p is ApiPageData => !!p && p !== page && (p.plan ?? 'community') !== page.plan);
    for (const member of page.members) {
      const owner = lower.find((p) => p.members.some((m) => m.name === member.name));
      if (owner) {
        if (owner.plan) member.plan = owner.plan;
      } else {
        member.plan = page.plan;
      }
    }
  }
}

/** An interface (or type alias) page, looked up in the product's packages in plan order. */
export function interfacePage(input: ProductInput, exportName: string): ApiPageData {
  const checker = input.program.getTypeChecker();
  for (const view of input.packages) {
    const symbol = view.exports.get(exportName);
    if (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    const where = `${exportName} (${view.pkg.name} ${view.pkg.version})`;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const { members } = readMembers(checker, type, input.resolve, false);
    const description = markdownToRich(docOf(symbol, checker).text, input.resolve);
    if (!members.length) {
      throw new ApiExtractionError(`${where}: the type has no members to document.`);
    }
    const page: ApiPageData = {
      kind: 'interface',
      product: input.product,
      name: exportName,
      exportName,
      slug: kebabCase(exportName),
      source: { package: view.pkg.name, version: view.pkg.version },
      description,
      imports: input.packages
        .filter(
          (v) =>
            v.exports.get(exportName) &&
            declarationIdentity(v.exports.get(exportName)!) === declarationIdentity(symbol),
        )
        .map((v) => ({
          code: `import type { ${exportName} } from '${v.pkg.name}';`,
          ...(v.plan ? { plan: v.plan } : {}),
        })),
      members,
      slots: [],
      classes: [],
      usedIn: [],
    };
    if (view.plan) page.plan = view.plan;
    return page;
  }
  throw new ApiExtractionError(
    `Interface ${exportName} (${input.product}) is not exported by ${input.packages.map((v) => v.pkg.name).join(', ')}.`,
  );
}
