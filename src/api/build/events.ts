/**
 * The Data Grid's event catalog, read from the packages: every member of `GridEventLookup` as
 * `DataGridPremium` sees it (the community interface, augmented by the Pro and Premium
 * packages), with the plan of the package that declares it, its description, the types of its
 * params and event, and the root prop that listens to it when there is one. Members tagged
 * `@ignore` are internal and left out. Shown by the Events guide (`<GridEventCatalog />`).
 */
import ts from 'typescript';
import type { Plan } from '../../navigation/types';
import { createApiProgram, locatePackage, packageOfFile, withDefaults } from './program';

export interface GridEventEntry {
  name: string;
  plan: 'community' | Plan;
  description: string;
  params: string | null;
  event: string | null;
  /** The prop of the root component that receives the event (`on<Name>`), if it has one. */
  prop: string | null;
}

const PLAN_OF_PACKAGE: Record<string, GridEventEntry['plan']> = {
  '@mui/x-data-grid': 'community',
  '@mui/x-data-grid-pro': 'pro',
  '@mui/x-data-grid-premium': 'premium',
};

export function extractGridEvents(root: string): GridEventEntry[] {
  const packages = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'].map((name) =>
    locatePackage(root, name),
  );
  const program = createApiProgram(packages, [
    { from: '@mui/x-data-grid-premium', name: 'GridEventLookup', kind: 'type' },
    { from: '@mui/x-data-grid-premium', name: 'DataGridPremiumProps', kind: 'type' },
  ]);
  const checker = program.getTypeChecker();
  const lookup = withDefaults(program, 0);
  const props = withDefaults(program, 1);
  if (!lookup || !props) throw new Error('GridEventLookup or DataGridPremiumProps could not be read.');
  const propNames = new Set(checker.getPropertiesOfType(props).map((p) => p.getName()));
  const text = (owner: ts.Type, member: string) => {
    const symbol = owner.getProperty(member);
    if (!symbol) return null;
    const type = checker.getTypeOfSymbol(symbol);
    return checker.typeToString(
      type,
      undefined,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
    );
  };
  const entries: GridEventEntry[] = [];
  for (const symbol of checker.getPropertiesOfType(lookup)) {
    if (symbol.getJsDocTags(checker).some((tag) => tag.name === 'ignore')) continue;
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
    const plan = PLAN_OF_PACKAGE[packageOfFile(file) ?? ''];
    if (!plan)
      throw new Error(
        `The grid event "${symbol.getName()}" is declared outside the grid packages (${file}).`,
      );
    const name = symbol.getName();
    const shape = checker.getTypeOfSymbol(symbol);
    // Controlled state events are named after the state (`rowSelectionChange`), their props
    // after the model (`onRowSelectionModelChange`).
    const capitalized = `${name[0]!.toUpperCase()}${name.slice(1)}`;
    const prop = [`on${capitalized}`, `on${capitalized.replace(/Change$/, 'ModelChange')}`].find((p) =>
      propNames.has(p),
    );
    entries.push({
      name,
      plan,
      description: ts
        .displayPartsToString(symbol.getDocumentationComment(checker))
        .replace(/\s+/g, ' ')
        .trim(),
      params: text(shape, 'params'),
      event: text(shape, 'event'),
      prop: prop ?? null,
    });
  }
  if (entries.length < 50)
    throw new Error(`Only ${entries.length} grid events were read; expected well over 50.`);
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}
