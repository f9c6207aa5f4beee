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
import { docOf, isOwnDeclaration, readMembers, type ReadOptions } from './members';
import {
  ApiExtractionError,
  declarationIdentity,
  isInside,
  moduleExports,
  type InstalledPackage,
} from './program';
import { javascriptBeside, packageWiring, runtimePropTypes } from './runtime';

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
  classesBeside: (declarationFile: string) => Iterable<[string, Record<string, string>]>;
  /** Generic components' props types instantiated with their defaults, by export name. */
  defaultProps?: Map<string, ts.Type>;
}

export interface ProductInput {
  product: ApiProduct;
  packages: PackageView[];
  program: ts.Program;
  resolve: LinkResolver;
  /** Names React declares for DOM elements (see `ReadOptions.domAttributes`). */
  domAttributes?: ReadonlySet<string>;
  /** The plan of an installed package by name (see `ReadOptions.planOfPackage`). */
  planOfPackage?: (name: string) => Plan | undefined;
  /** Interfaces read with their defaults, by package and name (see `DefaultsRequest`). */
  typeWithDefaults?: (pkg: string, name: string) => ts.Type | null;
  /**
   * Read only which members a page lists, with their JSDoc (the v7 comparison, since-v7.ts):
   * the same rules decide what is listed, but types, slots, CSS classes and imports are not
   * read (about a tenth less CPU time, and no failure on a v7 `classes` prop).
   */
  membersOnly?: boolean;
}

/**
 * Every member name a page's type declares, listed or left out as internal: the comparison
 * with v7 (since-v7.ts) diffs listed members only, and a member hidden on one side is neither
 * new nor removed. Kept beside the page, not in its JSON.
 */
export const declaredMembers = new WeakMap<ApiPageData, ReadonlySet<string>>();

export interface Discovery {
  pages: ApiPageData[];
  /** Components exported but not documented by their package, by export name. */
  undocumented: string[];
  /** Every component found, documented or not, by name (`Unstable_` dropped). */
  components: string[];
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

function propsTypeOf(
  checker: ts.TypeChecker,
  signature: ts.Signature,
  where: string,
  instantiated: ts.Type | undefined,
): ts.Type | null {
  const parameter = signature.parameters[0];
  if (!parameter) return null;
  // A generic component (`ChartContainerPro<TSeries, TSignatures>`) is read as a reader's
  // `<ChartContainerPro />` types it: with each type parameter's default.
  const type = instantiated ?? checker.getTypeOfSymbol(parameter);
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
      const propsType = propsTypeOf(checker, signature, where, view.defaultProps?.get(exportName));
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
      // A component in a folder of its own (`RadarChart/RadarMetricLabels/`) is published on
      // purpose, even with no props to describe.
      const ownFolder = declaration.getSourceFile().fileName.split('/').at(-2) === exportName;
      const documented =
        ownFolder ||
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
  return { pages, undocumented, components: [...seen] };
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
  const declarationFile = symbol.declarations![0]!.getSourceFile().fileName;
  const propTypes = runtimePropTypes(javascriptBeside(view.pkg, declarationFile), found.exportName);
  const options: ReadOptions = {
    ownOnly: true,
    ...(propTypes ? { propTypes } : {}),
    setByPackage: (name, declaration) => input.packages.some((v) => wiringOf(v.pkg)(name, declaration)),
    ...(input.domAttributes ? { domAttributes: input.domAttributes } : {}),
    ...(input.planOfPackage ? { planOfPackage: input.planOfPackage } : {}),
    ...(input.membersOnly ? { membersOnly: true } : {}),
  };
  const read = propsType
    ? readMembers(checker, propsType, input.resolve, options)
    : { members: [], inherited: [], hidden: [], names: [] };
  const description = markdownToRich(componentDescription(checker, symbol), input.resolve);
  const slots = propsType && !input.membersOnly ? readSlots(checker, propsType, input.resolve) : [];
  const classes = input.membersOnly
    ? []
    : propsType
      ? readClasses(input.program, propsType, view, input.resolve, where, found.name, declarationFile)
      : folderClasses(input.program, view, input.resolve, declarationFile, found.name);
  const refType = propsType?.getProperty('ref');
  const ref = refType
    ? /\b((?:HTML|SVG)\w*Element)\b/.exec(
        checker.typeToString(checker.getTypeOfSymbol(refType), undefined, WRITE),
      )?.[1]
    : undefined;
  const ownFolder = declarationFile.split('/').at(-2) === found.exportName;
  if (!read.members.length && !description.length && !classes.length && !ownFolder && !input.membersOnly) {
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
    imports: input.membersOnly ? [] : importsOf(input, view, found),
    members: read.members,
    slots,
    classes,
    usedIn: [],
  };
  declaredMembers.set(page, new Set(read.names));
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
  program: ts.Program,
  propsType: ts.Type,
  view: PackageView,
  resolve: LinkResolver,
  where: string,
  component: string,
  declarationFile: string,
): ApiCssClass[] {
  const checker = program.getTypeChecker();
  const classesType = propertyType(checker, propsType, 'classes');
  // Without a `classes` prop of its own, the component may still apply the classes of a
  // `*Classes` object in its folder (`ChartsAxis` and `axisClasses`).
  if (!classesType) return folderClasses(program, view, resolve, declarationFile, component);
  const keys = checker.getPropertiesOfType(classesType);
  if (!keys.length) return [];
  const names = keys.map((k) => k.getName());
  const declaredIn = keys[0]!.declarations?.[0]?.getSourceFile().fileName;
  const runtime =
    matchingRuntimeClasses(declaredIn ? view.classesBeside(declaredIn) : [], names, component) ??
    matchingRuntimeClasses(view.runtimeClasses, names, component);
  if (!runtime) {
    throw new ApiExtractionError(
      `${where}: its \`classes\` prop has keys (${names.slice(0, 4).join(', ')}, …) that no exported *Classes object of ${view.pkg.name} has.`,
    );
  }
  return classEntries(checker, keys, runtime, resolve);
}

/** Keys marked `@ignore` ("do not document") are left out; the others keep their runtime name. */
function classEntries(
  checker: ts.TypeChecker,
  keys: readonly ts.Symbol[],
  runtime: Record<string, string>,
  resolve: LinkResolver,
): ApiCssClass[] {
  return keys
    .map((key) => ({ key, doc: docOf(key, checker) }))
    .filter(({ doc }) => !doc.tags.has('ignore') && !doc.tags.has('internal'))
    .filter(({ key }) => typeof runtime[key.getName()] === 'string')
    .map(({ key, doc }) => ({
      key: key.getName(),
      className: runtime[key.getName()]!,
      description: markdownToRich(doc.text, resolve),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The runtime `*Classes` object of a component's own folder, for a component without its own
 * `classes` prop: the one named after it (`heatmapClasses`), or the folder's only one.
 */
function folderClasses(
  program: ts.Program,
  view: PackageView,
  resolve: LinkResolver,
  declarationFile: string,
  component: string,
): ApiCssClass[] {
  const folder = declarationFile.slice(view.pkg.typesDir.length + 1).split('/')[0];
  if (!folder || !view.pkg.subpathEntries.has(folder) || !declarationFile.startsWith(view.pkg.typesDir))
    return [];
  const index = view.pkg.subpathEntries.get(folder)!;
  const objects = [...view.classesBeside(index)];
  const own = lowerFirst(component) + 'Classes';
  // The folder's only object, unless it is named after another component (`DatePicker/` holds
  // `datePickerToolbarClasses`, `DatePickerToolbar`'s).
  const only = objects.length === 1 ? objects[0] : undefined;
  const othersName = only && only[0].replace(/Classes$/, '').replace(/^./, (c) => c.toUpperCase());
  const chosen =
    objects.find(([name]) => name === own) ??
    (folder === component && only && !view.exports.has(othersName!) ? only : undefined);
  if (!chosen) return [];
  const [name, runtime] = chosen;
  // The keys' descriptions are the declaration's: `axisClasses: ChartsAxisClasses`.
  const checker = program.getTypeChecker();
  const exported = moduleExports(program, index).get(name);
  const declared = exported && checker.getTypeOfSymbol(exported);
  const keys = declared ? checker.getPropertiesOfType(declared) : [];
  return classEntries(checker, keys, runtime, resolve);
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function matchingRuntimeClasses(
  candidates: Iterable<[string, Record<string, string>]>,
  keys: string[],
  component: string,
): Record<string, string> | null {
  let best: [string, Record<string, string>] | null = null;
  for (const candidate of candidates) {
    if (!keys.every((k) => typeof candidate[1][k] === 'string')) continue;
    // The object named after the component is its own (`multiInputTimeRangeFieldClasses`);
    // otherwise the smallest holding every key (not a shared superset).
    if (candidate[0] === `${lowerFirst(component)}Classes`) return candidate[1];
    if (!best || Object.keys(candidate[1]).length < Object.keys(best[1]).length) best = candidate;
  }
  return best?.[1] ?? null;
}

const wirings = new Map<string, ReturnType<typeof packageWiring>>();
function wiringOf(pkg: InstalledPackage): ReturnType<typeof packageWiring> {
  let wiring = wirings.get(pkg.dir);
  if (!wiring) wirings.set(pkg.dir, (wiring = packageWiring(pkg)));
  return wiring;
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
        // The lower sibling's plan, whatever the declarations say (the Premium package
        // re-declares props the Community grid has).
        if (owner.plan) member.plan = owner.plan;
        else delete member.plan;
      } else {
        member.plan = page.plan;
      }
    }
  }
}
