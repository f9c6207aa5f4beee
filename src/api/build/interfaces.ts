/**
 * Interface (and type alias) pages. A type several plans export (`GridApi`: the Community
 * grid's API, widened by the Pro and Premium packages) is read from every plan that exports
 * it, lowest first; a member only a higher plan's type has carries that plan's badge.
 */
import ts from 'typescript';
import { kebabCase } from '../../content/kebab-case';
import { planRank } from '../plan';
import type { ApiMember, ApiPageData } from '../types';
import { declaredMembers, type PackageView, type ProductInput } from './extract';
import { markdownToRich } from './markdown';
import { docOf, readMembers } from './members';
import { ApiExtractionError, declarationIdentity } from './program';

function exportedType(view: PackageView, name: string): ts.Symbol | null {
  const symbol = view.exports.get(name);
  return symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) ? symbol : null;
}

export function interfacePage(input: ProductInput, exportName: string): ApiPageData {
  const checker = input.program.getTypeChecker();
  const views = input.packages.filter((v) => exportedType(v, exportName));
  const lowest = views[0];
  if (!lowest) {
    throw new ApiExtractionError(
      `Interface ${exportName} (${input.product}) is not exported by ${input.packages.map((v) => v.pkg.name).join(', ')}.`,
    );
  }
  const members = new Map<string, ApiMember>();
  const names = new Set<string>();
  let source = lowest;
  for (const view of views) {
    const symbol = exportedType(view, exportName)!;
    // Read with its type parameters' defaults (`AxisConfig` is `AxisConfig<ScaleName, any, …>`).
    const type =
      input.typeWithDefaults?.(view.pkg.name, exportName) ?? checker.getDeclaredTypeOfSymbol(symbol);
    const read = readMembers(checker, type, input.resolve, {
      ownOnly: false,
      ...(input.planOfPackage ? { planOfPackage: input.planOfPackage } : {}),
      ...(input.membersOnly ? { membersOnly: true } : {}),
    });
    for (const name of read.names) names.add(name);
    for (const member of read.members) {
      if (members.has(member.name)) continue;
      if (view !== lowest) {
        if (view.plan) member.plan = view.plan;
        source = view;
      }
      members.set(member.name, member);
    }
  }
  const where = `${exportName} (${lowest.pkg.name} ${lowest.pkg.version})`;
  if (!members.size) throw new ApiExtractionError(`${where}: the type has no members to document.`);
  for (const member of members.values()) {
    // "Only available in DataGridPremium": a badge only when it says more than the page's plan.
    if (member.plan && planRank(member.plan) <= planRank(lowest.plan)) delete member.plan;
  }
  const symbol = exportedType(lowest, exportName)!;
  const page: ApiPageData = {
    kind: 'interface',
    product: input.product,
    name: exportName,
    exportName,
    slug: kebabCase(exportName),
    source: { package: source.pkg.name, version: source.pkg.version },
    description: markdownToRich(docOf(symbol, checker).text, input.resolve),
    imports: views.map((v) => ({
      code: `import type { ${exportName} } from '${v.pkg.name}';`,
      ...(v.plan ? { plan: v.plan } : {}),
    })),
    members: [...members.values()].sort((a, b) => a.name.localeCompare(b.name)),
    slots: [],
    classes: [],
    usedIn: [],
  };
  if (declarationIdentity(symbol) !== declarationIdentity(exportedType(source, exportName)!)) {
    page.sources = views.map((v) => ({ package: v.pkg.name, version: v.pkg.version }));
  }
  if (lowest.plan) page.plan = lowest.plan;
  declaredMembers.set(page, names);
  return page;
}
