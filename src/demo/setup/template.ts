/**
 * A demo's code with the places a setup goes (found on the syntax tree at build,
 * build/points.ts), and `applySetup`, which splices a setup in. Pure: the server route runs it
 * (serve.ts), the unit tests run it on real demos.
 */
import { LOCALES } from './locales';
import { supportsTimeZones, type DateLibrary, type DemoSetup, type SetupKind } from './setup';

/** Offsets into `code`, each where an insertion goes (an opening tag's end of attributes). */
export interface CodeTemplate {
  code: string;
  /** Just after the last import declaration. */
  afterImports: number;
  /** `LocalizationProvider` opening tags without `adapterLocale`. */
  provider: number[];
  /**
   * `LocalizationProvider` opening tags without `dateLibInstance` (Moment's zones need one, also
   * on a provider that sets its own locale).
   */
  libInstance: number[];
  /** Opening tags of Pickers components that accept `timezone` and lack it. */
  timezone: number[];
  /** `DataGrid`/`DataGridPro`/`DataGridPremium` opening tags without `density`. */
  density: number[];
  /** Module specifiers the code already imports (never imported twice). */
  imported: string[];
  /** The local name of the `dayjs` default import, when the code has one. */
  dayjsName?: string;
}

export interface VariantTemplates {
  ts: CodeTemplate;
  js: CodeTemplate;
}

/** B's words when a library's translation is not available for a demo. */
export type LibraryTemplates = VariantTemplates | { unsupported: string };

/** What the build writes per demo in `generated/demo-setup/<id>.json`. */
export type SetupTemplates =
  | { kind: 'pickers'; version: string; libraries: Record<DateLibrary, LibraryTemplates> }
  | { kind: 'grid'; version: string; grid: VariantTemplates };

export interface AppliedSetup {
  code: string;
  /** What the setup could not change in this demo, in the reader's words. */
  notes: string[];
}

/** Each library's adapter entry point, as a demo imports it. */
export const ADAPTER_OF: Record<DateLibrary, string> = {
  dayjs: 'AdapterDayjs',
  'date-fns': 'AdapterDateFns',
  luxon: 'AdapterLuxon',
  moment: 'AdapterMoment',
};

/** The imports, statements after them, and `LocalizationProvider` props a library needs. */
function pickersParts(template: CodeTemplate, library: DateLibrary, setup: DemoSetup) {
  const imports: string[] = [];
  const statements: string[] = [];
  const providerProps: string[] = [];
  const instanceProps: string[] = [];
  const importOnce = (spec: string, line: string) => {
    if (!template.imported.includes(spec)) imports.push(line);
  };
  const locale = LOCALES[setup.locale]!;
  const zone = supportsTimeZones(library) && setup.timeZone !== '' && template.timezone.length > 0;
  const localized = setup.locale !== 'en-US' && template.provider.length > 0;
  if (library === 'dayjs') {
    if (localized) {
      importOnce(`dayjs/locale/${locale.dayjs}`, `import 'dayjs/locale/${locale.dayjs}';`);
      providerProps.push(`adapterLocale="${locale.dayjs}"`);
    }
    // Day.js converts between zones only with these two plugins extended.
    if (zone && !template.imported.includes('dayjs/plugin/timezone')) {
      const dayjs = template.dayjsName ?? 'dayjs';
      if (!template.dayjsName) imports.push(`import dayjs from 'dayjs';`);
      imports.push(
        `import utcPlugin from 'dayjs/plugin/utc';`,
        `import timezonePlugin from 'dayjs/plugin/timezone';`,
      );
      statements.push(`${dayjs}.extend(utcPlugin);`, `${dayjs}.extend(timezonePlugin);`);
    }
  } else if (library === 'moment') {
    if (localized) {
      importOnce(`moment/locale/${locale.dayjs}`, `import 'moment/locale/${locale.dayjs}';`);
      providerProps.push(`adapterLocale="${locale.dayjs}"`);
    }
    // AdapterMoment throws "Missing timezone plugin" unless moment-timezone is its instance.
    if (zone && template.libInstance.length > 0) {
      importOnce('moment-timezone', `import momentTimezone from 'moment-timezone';`);
      instanceProps.push('dateLibInstance={momentTimezone}');
    }
  } else if (library === 'luxon') {
    // Luxon formats with the browser's Intl: the BCP 47 tag is enough, nothing to import.
    if (localized) providerProps.push(`adapterLocale="${setup.locale}"`);
  } else if (localized) {
    const [file, name] = locale.dateFns;
    importOnce(`date-fns/locale/${file}`, `import { ${name} } from 'date-fns/locale/${file}';`);
    providerProps.push(`adapterLocale={${name}}`);
  }
  return { imports, statements, providerProps, instanceProps, zone, localized };
}

/** Inserts texts at offsets of `code` (later offsets first, so earlier ones stay valid). */
function splice(code: string, insertions: [offset: number, text: string][]): string {
  let out = code;
  for (const [offset, text] of [...insertions].sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, offset) + text + out.slice(offset);
  }
  return out;
}

/**
 * The demo's code for a setup. `library` is the library `template` is written for (the
 * setup's, or Day.js when the setup's library has no translation of this demo). The result is
 * valid code with the setup's props on one line each; the server formats it with Prettier.
 */
export function applySetup(
  template: CodeTemplate,
  kind: SetupKind,
  setup: DemoSetup,
  library = setup.library,
): AppliedSetup {
  const insertions: [number, string][] = [];
  const notes: string[] = [];
  if (kind === 'grid') {
    if (setup.density !== 'standard') {
      if (template.density.length === 0) notes.push('This demo sets its own density.');
      for (const at of template.density) insertions.push([at, ` density="${setup.density}"`]);
    }
    return { code: splice(template.code, insertions), notes };
  }
  const parts = pickersParts(template, library, setup);
  if (setup.locale !== 'en-US' && !parts.localized) notes.push('This demo sets its own locale.');
  if (setup.timeZone !== '' && supportsTimeZones(library) && !parts.zone)
    notes.push('This demo sets its own time zone.');
  if (setup.timeZone !== '' && !supportsTimeZones(library))
    notes.push(`${library} cannot use time zones: the demo runs in your browser's zone.`);
  const head = [...parts.imports, ...(parts.statements.length ? ['', ...parts.statements] : [])];
  if (head.length) insertions.push([template.afterImports, `\n${head.join('\n')}`]);
  // At one tag's end, a later insertion lands before an earlier one: the locale first.
  if (parts.instanceProps.length)
    for (const at of template.libInstance) insertions.push([at, ` ${parts.instanceProps.join(' ')}`]);
  if (parts.providerProps.length)
    for (const at of template.provider) insertions.push([at, ` ${parts.providerProps.join(' ')}`]);
  if (parts.zone) for (const at of template.timezone) insertions.push([at, ` timezone="${setup.timeZone}"`]);
  return { code: splice(template.code, insertions), notes };
}
