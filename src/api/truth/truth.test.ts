/**
 * The generated API reference against the packages as the truth, on every API page: the
 * TypeScript checker's view of each props type (used as `<Component />`), each component's
 * runtime `propTypes`, and the runtime `*Classes` objects — read here without the generator's
 * code. Prints the figures (props listed versus declared, types that agree, defaults, classes);
 * named cases pin each finding of issue 14. Needs `generated/api` (`npm run prebuild`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { richToText } from '../build/markdown';
import type { ApiManifest, ApiMember, ApiPageData, RichNode } from '../types';
import {
  literalMembers,
  propTypesKeys,
  propertiesOf,
  runtimeModule,
  truthProgram,
  type TruthProgram,
  type TruthRequest,
} from './packages';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'generated/api/manifest.json'), 'utf8')) as ApiManifest;
const pages: ApiPageData[] = Object.keys(manifest.products).flatMap((product) =>
  readdirSync(join(root, 'generated/api/pages', product)).map(
    (f) => JSON.parse(readFileSync(join(root, 'generated/api/pages', product, f), 'utf8')) as ApiPageData,
  ),
);
const page = (product: string, slug: string): ApiPageData => {
  const found = pages.find((p) => p.product === product && p.slug === slug);
  if (!found) throw new Error(`no page ${product}/${slug}`);
  return found;
};
const member = (product: string, slug: string, name: string): ApiMember | undefined =>
  page(product, slug).members.find((m) => m.name === name);
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/^\| /, '').trim();

/** Interfaces are asked of every package of their product; the highest plan exporting one wins. */
const requests: TruthRequest[] = pages.flatMap((p): TruthRequest[] =>
  p.kind === 'component'
    ? [{ key: `${p.product}/${p.slug}`, pkg: p.source.package, exportName: p.exportName, kind: 'component' }]
    : manifest.products[p.product].packages.map((pkg) => ({
        key: `${p.product}/${p.slug}@${pkg.name}`,
        pkg: pkg.name,
        exportName: p.exportName,
        kind: 'interface',
      })),
);

let truth: TruthProgram;
const WRITE = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** The type of an interface in each package of its product that exports it, lowest plan first. */
function interfaceTypes(p: ApiPageData): { pkg: string; type: ts.Type }[] {
  return manifest.products[p.product].packages
    .map((pkg) => ({ pkg: pkg.name, type: truth.typeOf(`${p.product}/${p.slug}@${pkg.name}`)! }))
    .filter(({ type }) => type && !(type.flags & ts.TypeFlags.Any));
}

function docText(symbols: readonly ts.Symbol[]): string {
  return symbols
    .map((s) => ts.displayPartsToString(s.getDocumentationComment(truth.checker)))
    .join('')
    .trim();
}
function tag(symbols: readonly ts.Symbol[], name: string): string | undefined {
  for (const s of symbols) {
    const found = s.getJsDocTags(truth.checker).find((t) => t.name === name);
    if (found) return ts.displayPartsToString(found.text).trim();
  }
  return undefined;
}
const isOwn = (s: ts.Symbol) =>
  (s.declarations ?? []).some((d) => /node_modules\/@mui\/x-/.test(d.getSourceFile().fileName));

interface Figures {
  pages: number;
  declared: number;
  listed: number;
  listedDeclared: number;
  missing: string[];
  extra: string[];
  hiddenIgnored: number;
  hiddenUndescribed: number;
  typesCompared: number;
  typesExact: number;
  literalUnions: number;
  literalDisagree: string[];
  defaultsDeclared: number;
  defaultsAgree: number;
  defaultsWrong: string[];
  classesRuntime: number;
  classesListed: number;
  classesWrong: string[];
}
const figures: Figures = {
  pages: 0,
  declared: 0,
  listed: 0,
  listedDeclared: 0,
  missing: [],
  extra: [],
  hiddenIgnored: 0,
  hiddenUndescribed: 0,
  typesCompared: 0,
  typesExact: 0,
  literalUnions: 0,
  literalDisagree: [],
  defaultsDeclared: 0,
  defaultsAgree: 0,
  defaultsWrong: [],
  classesRuntime: 0,
  classesListed: 0,
  classesWrong: [],
};

/** Compares one page's members with the checker's properties; `declared` decides what must be listed. */
function compareMembers(
  p: ApiPageData,
  properties: Map<string, ts.Symbol[]>,
  declared: (name: string) => boolean,
) {
  const listed = new Map(p.members.map((m) => [m.name, m]));
  for (const [name, symbols] of properties) {
    if (!declared(name)) continue;
    figures.declared += 1;
    if (listed.has(name)) {
      figures.listedDeclared += 1;
    } else if (tag(symbols, 'ignore') !== undefined || tag(symbols, 'internal') !== undefined) {
      figures.hiddenIgnored += 1;
    } else if (!docText(symbols)) {
      // Undescribed: the generator may hide it as internal wiring (see members.ts).
      figures.hiddenUndescribed += 1;
    } else {
      figures.missing.push(`${p.name}.${name}`);
    }
  }
  for (const m of p.members) {
    figures.listed += 1;
    const symbols = properties.get(m.name);
    if (!symbols) {
      figures.extra.push(`${p.name}.${m.name}`);
      continue;
    }
    compareType(p, m, symbols);
    const declaredDefault = tag(symbols, 'default');
    if (declaredDefault !== undefined && declaredDefault !== '') {
      figures.defaultsDeclared += 1;
      if (m.default === declaredDefault) figures.defaultsAgree += 1;
      else figures.defaultsWrong.push(`${p.name}.${m.name}: ${m.default} / ${declaredDefault}`);
    }
  }
}

function compareType(p: ApiPageData, m: ApiMember, symbols: readonly ts.Symbol[]) {
  figures.typesCompared += 1;
  const types = symbols.map((s) => truth.checker.getTypeOfSymbol(s));
  const texts = types.map((t) => truth.checker.typeToString(t, undefined, WRITE));
  const optional = symbols.some((s) => s.flags & ts.SymbolFlags.Optional);
  const checkerText = [...new Set(texts)].join(' | ').replace(/ \| undefined$/, '');
  if (flat(m.type) === checkerText) figures.typesExact += 1;
  // A union of string literals (once `undefined` and `null` are set aside) must list the same literals.
  const parts = types.flatMap((t) => (t.isUnion() ? t.types : [t]));
  const literals = parts.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  if (
    literals.length > 1 &&
    literals.every((t) => t.isStringLiteral() && !(t.flags & ts.TypeFlags.EnumLiteral))
  ) {
    figures.literalUnions += 1;
    const expected = [...new Set(literals.map((t) => `'${(t as ts.StringLiteralType).value}'`))].sort();
    const shown = [...new Set(literalMembers(m.type))];
    if (shown.join() !== expected.join())
      figures.literalDisagree.push(`${p.name}.${m.name}: ${m.type} / ${expected.join(' | ')}`);
  }
  void optional;
}

beforeAll(() => {
  truth = truthProgram(root, requests);
  const runtimes = new Map<string, Record<string, unknown>>();
  const runtime = (pkg: string) => {
    if (!runtimes.has(pkg)) runtimes.set(pkg, runtimeModule(root, pkg));
    return runtimes.get(pkg)!;
  };
  for (const p of pages) {
    figures.pages += 1;
    if (p.kind === 'component') {
      const type = truth.typeOf(`${p.product}/${p.slug}`);
      const properties = type ? propertiesOf(truth.checker, type) : new Map<string, ts.Symbol[]>();
      const propTypes = new Set(propTypesKeys(runtime(p.source.package)[p.exportName]) ?? []);
      // Declared by MUI X, or by Material UI and re-declared in the runtime propTypes. React's
      // DOM attributes stay summarised.
      const fromReact = (symbols: ts.Symbol[]) =>
        symbols.every((s) =>
          (s.declarations ?? []).every((d) => /@types\/react\//.test(d.getSourceFile().fileName)),
        );
      compareMembers(p, properties, (name) => {
        const symbols = properties.get(name)!;
        if (name === 'key' || name === 'ref') return false;
        return symbols.some(isOwn) || (propTypes.has(name) && !fromReact(symbols));
      });
      compareClasses(p, runtime(p.source.package));
    } else {
      const types = interfaceTypes(p);
      const highest = types.at(-1);
      if (highest) compareMembers(p, propertiesOf(truth.checker, highest.type), () => true);
    }
  }
  console.log(
    [
      `API truth over ${figures.pages} pages:`,
      `  props: ${figures.listedDeclared} of ${figures.declared} declared are listed (${figures.hiddenIgnored} hidden as @ignore/@internal, ${figures.hiddenUndescribed} undescribed and hidden as internal); ${figures.missing.length} missing; ${figures.extra.length} listed but not declared`,
      `  types: ${figures.typesExact} of ${figures.typesCompared} print exactly as the checker does; ${figures.literalUnions - figures.literalDisagree.length} of ${figures.literalUnions} literal unions list the same literals`,
      `  defaults: ${figures.defaultsAgree} of ${figures.defaultsDeclared} declared @default agree`,
      `  classes: ${figures.classesListed} listed, of ${figures.classesRuntime} keys of the components' own runtime *Classes objects; ${figures.classesWrong.length} wrong`,
    ].join('\n'),
  );
}, 120_000);

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A component's own runtime classes object (`dataGridClasses`… `gridClasses` for the grids). */
function compareClasses(p: ApiPageData, mod: Record<string, unknown>) {
  const own = mod[`${lowerFirst(p.name)}Classes`] as Record<string, string> | undefined;
  if (!own || typeof own !== 'object') {
    for (const c of p.classes) {
      const found = Object.entries(mod).some(
        ([k, v]) =>
          k.endsWith('Classes') &&
          v &&
          typeof v === 'object' &&
          (v as Record<string, string>)[c.key] === c.className,
      );
      if (!found && !/^Mui|^Charts-/.test(c.className)) figures.classesWrong.push(`${p.name}.${c.key}`);
    }
    figures.classesListed += p.classes.length;
    return;
  }
  figures.classesRuntime += Object.keys(own).length;
  figures.classesListed += p.classes.length;
  for (const c of p.classes) {
    if (own[c.key] !== c.className)
      figures.classesWrong.push(`${p.name}.${c.key}: ${c.className} / ${own[c.key]}`);
  }
}

describe('the generated API reference against the packages', () => {
  it('lists every prop the packages declare and document (declarations and runtime propTypes)', () => {
    expect(figures.missing).toEqual([]);
  });
  it('lists nothing the packages do not declare', () => {
    expect(figures.extra).toEqual([]);
  });
  it('spells every literal union with the checker’s literals', () => {
    expect(figures.literalDisagree).toEqual([]);
  });
  it('shows every declared @default', () => {
    expect(figures.defaultsWrong).toEqual([]);
  });
  it('shows the class names the runtime applies', () => {
    expect(figures.classesWrong).toEqual([]);
  });
});

describe('issue 14 findings', () => {
  it('1. lists the Material UI props a component re-declares in its propTypes', () => {
    for (const name of ['sx', 'color', 'margin', 'size', 'required', 'hiddenLabel']) {
      expect(member('date-pickers', 'date-field', name), name).toBeDefined();
    }
    expect(member('date-pickers', 'date-field', 'margin')?.inheritedFrom).toMatch(/@mui\/material/);
    for (const slug of ['charts-tooltip', 'charts-tooltip-container']) {
      for (const name of ['placement', 'open', 'anchorEl', 'disablePortal', 'keepMounted', 'modifiers']) {
        expect(member('charts', slug, name), `${slug}.${name}`).toBeDefined();
      }
    }
    expect(member('charts', 'heatmap-tooltip', 'placement')).toBeDefined();
    for (const slug of ['pickers-day', 'date-range-picker-day']) {
      expect(member('date-pickers', slug, 'disableRipple'), slug).toBeDefined();
      expect(member('date-pickers', slug, 'TouchRippleProps'), slug).toBeDefined();
    }
    expect(member('date-pickers', 'multi-input-date-range-field', 'spacing')).toBeDefined();
    expect(member('date-pickers', 'pickers-shortcuts', 'dense')).toBeDefined();
    expect(member('date-pickers', 'pickers-shortcuts', 'subheader')).toBeDefined();
    expect(member('date-pickers', 'pickers-action-bar', 'disableSpacing')).toBeDefined();
  });

  it('2. documents GridApi from the highest plan, with a badge on each member that needs one', () => {
    const api = page('data-grid', 'grid-api');
    const plan = (name: string) =>
      api.members.find((m) => m.name === name)?.plan ??
      (api.members.some((m) => m.name === name) ? 'community' : 'absent');
    for (const name of ['pinColumn', 'toggleDetailPanel', 'setRowIndex'])
      expect(plan(name), name).toBe('pro');
    for (const name of ['setRowGroupingModel', 'exportDataAsExcel', 'selectCellRange'])
      expect(plan(name), name).toBe('premium');
    expect(plan('getRowModels')).toBe('community');
    // Every member the Community GridApi lacks has a badge; every member it has, none.
    const [community, ...higher] = interfaceTypes(api);
    const base = propertiesOf(truth.checker, community!.type);
    expect(higher.length).toBeGreaterThan(0);
    for (const m of api.members) expect(!!m.plan, m.name).toBe(!base.has(m.name));
    expect(member('data-grid', 'grid-col-def', 'aggregable')?.plan).toBe('premium');
    expect(member('data-grid', 'grid-col-def', 'pinnable')?.plan).toBe('pro');
  });

  it('3. merges a prop several union members declare', () => {
    for (const slug of ['date-field', 'pickers-text-field']) {
      expect(flat(member('date-pickers', slug, 'variant')!.type), slug).toBe(
        "'filled' | 'outlined' | 'standard'",
      );
    }
    expect(literalMembers(member('charts', 'axis-config', 'scaleType')!.type)).toEqual([
      "'band'",
      "'linear'",
      "'log'",
      "'point'",
      "'pow'",
      "'sqrt'",
      "'time'",
      "'utc'",
    ]);
    // The checker: `Partial<Omit<AxisScaleConfig[S], 'scale'>>` makes `scaleType` optional in AxisConfig.
    const axis = interfaceTypes(page('charts', 'axis-config')).at(-1)!.type;
    const required = propertiesOf(truth.checker, axis)
      .get('scaleType')!
      .every((s) => !(s.flags & ts.SymbolFlags.Optional));
    expect(member('charts', 'axis-config', 'scaleType')!.required).toBe(required);
    expect(member('charts', 'axis-config', 'colorMap')!.type).toContain('OrdinalColorConfig');
  });

  it('4. keeps props behind an exclusive-or, remapped keys, generic defaults and augmentations', () => {
    expect(flat(member('charts', 'charts-reference-line', 'x')!.type)).toBe('string | number | Date');
    expect(member('charts', 'continuous-color-legend', 'rotateGradient')).toBeDefined();
    expect(member('charts', 'piecewise-color-legend', 'markType')).toBeDefined();
    for (const name of [
      'xAxis',
      'yAxis',
      'zAxis',
      'highlightedItem',
      'onHighlightChange',
      'initialZoom',
      'onZoomChange',
      'disableAxisListener',
    ]) {
      expect(member('charts', 'chart-container-pro', name), name).toBeDefined();
    }
    expect(member('charts', 'axis-config', 'zoom')?.plan).toBe('pro');
  });

  it('5. keeps `| undefined` in function return types', () => {
    expect(flat(member('data-grid', 'grid-col-def', 'getSortComparator')!.type)).toMatch(
      /=> GridComparatorFn<V> \| undefined$/,
    );
    expect(flat(member('data-grid', 'grid-aggregation-function', 'apply')!.type)).toMatch(/\| undefined$/);
  });

  it('6. CSS classes: no @ignore keys, each field its own names, runtime classes without a classes prop', () => {
    for (const slug of ['data-grid', 'data-grid-pro', 'data-grid-premium']) {
      const keys = page('data-grid', slug).classes.map((c) => c.key);
      for (const hidden of ['filler', 'cellOffsetLeft', 'shadowScrollArea'])
        expect(keys, slug).not.toContain(hidden);
    }
    expect(page('date-pickers', 'multi-input-date-time-range-field').classes[0]?.className).toMatch(
      /^MuiMultiInputDateTimeRangeField-/,
    );
    expect(page('date-pickers', 'multi-input-time-range-field').classes[0]?.className).toMatch(
      /^MuiMultiInputTimeRangeField-/,
    );
    const axisClasses = runtimeModule(root, '@mui/x-charts').axisClasses as Record<string, string>;
    expect(
      page('charts', 'charts-axis')
        .classes.map((c) => c.className)
        .sort(),
    ).toEqual(Object.values(axisClasses).sort());
    expect(page('charts', 'heatmap').classes.map((c) => c.key)).toEqual(
      expect.arrayContaining(['cell', 'faded', 'highlighted']),
    );
    expect(page('charts', 'charts-axis-highlight').classes.length).toBeGreaterThan(0);
    expect(page('date-pickers', 'pickers-text-field').classes.length).toBeGreaterThan(0);
  });

  it('7. hides internal props and describes generic ones', () => {
    for (const p of pages) {
      for (const name of [
        'ownerState',
        'isAnimating',
        'onDaySelect',
        'sectionListRef',
        'enableAccessibleFieldDOMStructure',
      ]) {
        expect(
          p.members.some((m) => m.name === name),
          `${p.name}.${name}`,
        ).toBe(false);
      }
      for (const m of p.members) {
        if (['className', 'sx', 'children'].includes(m.name))
          expect(richToText(m.description), `${p.name}.${m.name}`).not.toBe('');
      }
    }
    // A Tree View plugin's parameters are props, although declared in `internals/plugins/`.
    for (const name of ['dataSource', 'dataSourceCache']) {
      expect(member('tree-view', 'rich-tree-view-pro', name), `RichTreeViewPro.${name}`).toBeDefined();
    }
  });

  it('8. renders type expressions, links and the column type a member needs', () => {
    const rowModels = member('data-grid', 'grid-api', 'getRowModels')!;
    expect(JSON.stringify(rowModels.description)).not.toContain('[[');
    const bareUrl = pages.flatMap((p) => p.members.map((m) => richToText(m.deprecated ?? [])));
    expect(bareUrl.filter((t) => /https?:\/\//.test(t)).length).toBeGreaterThan(0);
    // A bare address in a deprecation note is a link: no text outside an `a` node holds one.
    const bare = (nodes: readonly RichNode[]): boolean =>
      nodes.some((n) =>
        typeof n === 'string' ? /https?:\/\//.test(n) : 'c' in n && n.t !== 'a' ? bare(n.c) : false,
      );
    for (const p of pages) {
      for (const m of p.members) expect(bare(m.deprecated ?? []), `${p.name}.${m.name}`).toBe(false);
    }
    expect(member('data-grid', 'grid-col-def', 'getActions')?.when).toBe("type: 'actions'");
    expect(member('data-grid', 'grid-col-def', 'valueOptions')?.when).toBe("type: 'singleSelect'");
    expect(member('data-grid', 'grid-col-def', 'getOptionLabel')?.when).toBe("type: 'singleSelect'");
  });

  it('9. gives every exported, documented component a page, RadarMetricLabels included', () => {
    const radar = page('charts', 'radar-metric-labels');
    expect(radar.imports.map((i) => i.code)).toContain("import { RadarMetricLabels } from '@mui/x-charts';");
  });
});
