import * as ts from 'typescript';
import type { CodeTemplate } from '../template';

/**
 * The Pickers components whose props accept `timezone`. Checked against the installed
 * 8.0.0-beta.3 declarations by compiling `<X timezone="Asia/Tokyo" />` for every one (the prop
 * comes from `TimezoneProps` through the pickers', fields' and views' props); `DayCalendarSkeleton`
 * and the toolbars do not take it.
 */
export const TIMEZONE_COMPONENTS: ReadonlySet<string> = new Set([
  ...['Date', 'DateTime', 'Time'].flatMap((v) =>
    ['', 'Desktop', 'Mobile', 'Static'].map((p) => `${p}${v}Picker`),
  ),
  ...['Date', 'DateTime', 'Time'].flatMap((v) => ['', 'Desktop', 'Mobile'].map((p) => `${p}${v}RangePicker`)),
  'StaticDateRangePicker',
  'DateField',
  'TimeField',
  'DateTimeField',
  ...['Date', 'DateTime', 'Time'].flatMap((v) => [`SingleInput${v}RangeField`, `MultiInput${v}RangeField`]),
  'DateCalendar',
  'MonthCalendar',
  'YearCalendar',
  'DateRangeCalendar',
  'TimeClock',
  'DigitalClock',
  'MultiSectionDigitalClock',
]);

export const GRID_COMPONENTS: ReadonlySet<string> = new Set(['DataGrid', 'DataGridPro', 'DataGridPremium']);

const PICKERS_PACKAGE = /^@mui\/x-date-pickers(-pro)?(\/|$)/;
const GRID_PACKAGE = /^@mui\/x-data-grid(-pro|-premium)?(\/|$)/;

/**
 * Reads a demo's code (TypeScript or JavaScript with JSX) and records where a setup goes:
 * after the imports, and at the end of the attributes of each opening tag that lacks the prop
 * the setup adds. Components are matched by what they were imported as, so a renamed import
 * (`import { DatePicker as Picker }`) still counts and a local component of the same name does not.
 */
export function findInsertionPoints(code: string, file: string): CodeTemplate {
  const kind = /\.(tsx|ts)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const imported: string[] = [];
  // Local name → the name the package exports it as, for the packages that matter here.
  const pickers = new Map<string, string>();
  const grids = new Map<string, string>();
  let afterImports = 0;
  let dayjsName: string | undefined;
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    afterImports = statement.getEnd();
    const spec = statement.moduleSpecifier.text;
    imported.push(spec);
    const clause = statement.importClause;
    if (spec === 'dayjs' && clause?.name) dayjsName = clause.name.text;
    const bindings = clause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const target = PICKERS_PACKAGE.test(spec) ? pickers : GRID_PACKAGE.test(spec) ? grids : null;
    for (const el of bindings.elements) target?.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  const provider: number[] = [];
  const libInstance: number[] = [];
  const timezone: number[] = [];
  const density: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(sf);
      const has = (prop: string) =>
        node.attributes.properties.some((a) => ts.isJsxAttribute(a) && a.name.getText(sf) === prop);
      const at = node.attributes.getEnd();
      if (pickers.get(tag) === 'LocalizationProvider' && !has('adapterLocale')) provider.push(at);
      if (pickers.get(tag) === 'LocalizationProvider' && !has('dateLibInstance')) libInstance.push(at);
      if (TIMEZONE_COMPONENTS.has(pickers.get(tag) ?? '') && !has('timezone')) timezone.push(at);
      if (GRID_COMPONENTS.has(grids.get(tag) ?? '') && !has('density')) density.push(at);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return {
    code,
    afterImports,
    provider,
    libInstance,
    timezone,
    density,
    imported,
    ...(dayjsName ? { dayjsName } : {}),
  };
}

/**
 * Which part of the setup a demo follows: Pickers demos written for Day.js (a
 * `LocalizationProvider` given `AdapterDayjs`), and demos rendering a Data Grid. Null for the rest.
 */
export function setupKindOf(code: string, file: string): 'pickers' | 'grid' | null {
  const points = findInsertionPoints(code, file);
  const usesDayjsAdapter = points.imported.some((s) => /^@mui\/x-date-pickers(-pro)?\/AdapterDayjs$/.test(s));
  if (usesDayjsAdapter && /dateAdapter=\{AdapterDayjs\}/.test(code)) return 'pickers';
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let grid = false;
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      GRID_COMPONENTS.has(node.tagName.getText(sf))
    )
      grid = true;
    if (!grid) ts.forEachChild(node, visit);
  };
  visit(sf);
  return grid && points.imported.some((s) => GRID_PACKAGE.test(s)) ? 'grid' : null;
}
