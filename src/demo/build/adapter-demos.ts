/**
 * Demos written for a date library other than the site's Day.js.
 *
 * Each Pickers adapter's declaration file adds its date type to `PickerValidDate` for the whole
 * TypeScript program (`declare module '@mui/x-date-pickers/models'`). One Luxon demo in the
 * site's program would turn every Day.js demo's `value` into `Dayjs | DateTime` and break
 * them all. So these demos are named after their library, kept out of the main program
 * (`tsconfig.json` excludes the names, and their generated runtimes are JavaScript with a
 * declaration, which the checker does not follow), and type-checked in one program per set of
 * adapters by `scripts/typecheck-adapter-demos.ts`, as a reader's app would have one adapter.
 */

/** Each adapter entry point, by the library its demo's name must start with. */
const LIBRARY_OF_ADAPTER: Record<string, string> = {
  AdapterDateFns: 'DateFns',
  AdapterDateFnsV2: 'DateFns',
  AdapterDateFnsJalali: 'DateFnsJalali',
  AdapterDateFnsJalaliV2: 'DateFnsJalali',
  AdapterLuxon: 'Luxon',
  AdapterMoment: 'Moment',
  AdapterMomentHijri: 'MomentHijri',
  AdapterMomentJalaali: 'MomentJalaali',
};

/** Names `tsconfig.json` excludes (`content/**\/demos/DateFns*.tsx` and the like): keep in step. */
export const ADAPTER_DEMO_NAME = /^(DateFns|Luxon|Moment)/;

/** The adapters other than `AdapterDayjs` that a list of import specifiers brings in, sorted. */
export function otherAdapters(imports: readonly string[]): string[] {
  const found = imports.flatMap((spec) => {
    const adapter = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/.exec(spec)?.[1];
    return adapter && adapter !== 'AdapterDayjs' ? [adapter] : [];
  });
  return [...new Set(found)].sort();
}

/** Whether a demo (by its file's name) is type-checked apart from the site's program. */
export function isAdapterDemo(name: string): boolean {
  return ADAPTER_DEMO_NAME.test(name);
}

/**
 * The naming rule, with an error that names the file: a demo importing another library's
 * adapter starts with that library's name (`LuxonTimezones`), so the main program leaves it out.
 */
export function checkAdapterDemoName(name: string, imports: readonly string[], file: string): void {
  const adapters = otherAdapters(imports);
  if (adapters.length === 0) return;
  const unknown = adapters.filter((a) => !(a in LIBRARY_OF_ADAPTER));
  if (unknown.length > 0) {
    throw new Error(
      `Demo ${file} imports ${unknown.join(', ')}, an adapter src/demo/build/adapter-demos.ts does not know.`,
    );
  }
  const libraries = adapters.map((a) => LIBRARY_OF_ADAPTER[a]!);
  if (!libraries.some((lib) => name.startsWith(lib))) {
    throw new Error(
      `Demo ${file} imports ${adapters.join(', ')}: its name must start with ${[...new Set(libraries)].join(' or ')} ` +
        `(e.g. ${libraries[0]}${name}), because another date library's adapter retypes every picker's value ` +
        `and is type-checked apart (src/demo/build/adapter-demos.ts).`,
    );
  }
}
