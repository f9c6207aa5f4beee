import { createRequire } from 'node:module';

/*
 * The four Pickers adapters, for the translator's tests. Loaded by `require`, out of the type
 * checker's sight: each adapter's declarations retype every picker's value for the whole
 * program (src/demo/build/adapter-demos.ts).
 */
const load = createRequire(import.meta.url);
type Adapter = new () => { formatTokenMap: Record<string, string | { sectionType: string }> };
const adapter = (name: string) => (load(`@mui/x-date-pickers/${name}`) as Record<string, Adapter>)[name]!;

export const AdapterDayjs = adapter('AdapterDayjs');
export const AdapterDateFns = adapter('AdapterDateFns');
export const AdapterLuxon = adapter('AdapterLuxon');
export const AdapterMoment = adapter('AdapterMoment');
