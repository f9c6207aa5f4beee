/**
 * The reader's demo setup: the date library, locale and time zone every Pickers demo runs
 * with, and the density of every grid demo. Kept in one cookie for a year, like the code
 * variant (code-variant.ts). Pure: the browser store is store.ts and client.ts, the code it produces is
 * template.ts.
 */
import { preferenceCookie, readCookie } from '../code-variant';

export type DateLibrary = 'dayjs' | 'date-fns' | 'luxon' | 'moment';
export type Density = 'standard' | 'compact' | 'comfortable';
/** Which part of the setup a demo follows. */
export type SetupKind = 'pickers' | 'grid';

export interface DemoSetup {
  library: DateLibrary;
  /** One of LOCALE_TAGS. */
  locale: string;
  /** An IANA zone of TIME_ZONES, or '' for the reader's browser zone (no `timezone` prop). */
  timeZone: string;
  density: Density;
}

export const SETUP_COOKIE = 'demoSetup';

export const LIBRARIES: readonly { id: DateLibrary; label: string }[] = [
  { id: 'dayjs', label: 'Day.js' },
  { id: 'date-fns', label: 'date-fns' },
  { id: 'luxon', label: 'Luxon' },
  { id: 'moment', label: 'Moment' },
];

/** The offered locales (BCP 47 tags); each library's name for them is in locales.ts. */
export const LOCALE_TAGS: readonly string[] = ['en-US', 'en-GB', 'fr', 'de', 'es', 'ja', 'zh-CN', 'pt-BR'];

export const TIME_ZONES: readonly string[] = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export const DENSITIES: readonly Density[] = ['standard', 'compact', 'comfortable'];

export const DEFAULT_SETUP: DemoSetup = {
  library: 'dayjs',
  locale: 'en-US',
  timeZone: '',
  density: 'standard',
};

/**
 * `AdapterDateFns` sets `isTimezoneCompatible = false` (AdapterDateFnsBase.js): its pickers
 * ignore `timezone`, so the setup offers no zone with date-fns.
 */
export function supportsTimeZones(library: DateLibrary): boolean {
  return library !== 'date-fns';
}

const isLibrary = (v: string): v is DateLibrary => LIBRARIES.some((l) => l.id === v);
const isDensity = (v: string): v is Density => (DENSITIES as readonly string[]).includes(v);

/** `dayjs|fr|Asia/Tokyo|compact`: the cookie's value and the API's `setup` parameter. */
export function serializeSetup(setup: DemoSetup): string {
  return [setup.library, setup.locale, setup.timeZone, setup.density].join('|');
}

/** The cookie's setup: each unknown or missing field falls back to its default. */
export function setupFromCookies(cookies: string): DemoSetup {
  let stored = '';
  try {
    stored = readCookie(cookies, SETUP_COOKIE) ?? '';
  } catch {
    // A malformed escape (a cookie written by hand): the defaults.
  }
  const [library = '', locale = '', timeZone = '', density = ''] = stored.split('|');
  return {
    library: isLibrary(library) ? library : DEFAULT_SETUP.library,
    locale: LOCALE_TAGS.includes(locale) ? locale : DEFAULT_SETUP.locale,
    timeZone: TIME_ZONES.includes(timeZone) ? timeZone : DEFAULT_SETUP.timeZone,
    density: isDensity(density) ? density : DEFAULT_SETUP.density,
  };
}

/** A requested setup, strictly: the setup, or the reason it is refused (the API answers 400). */
export function parseSetup(value: string): DemoSetup | { error: string } {
  const parts = value.split('|');
  if (parts.length !== 4) return { error: 'setup must be library|locale|timeZone|density' };
  const [library, locale, timeZone, density] = parts as [string, string, string, string];
  if (!isLibrary(library))
    return {
      error: `unknown date library "${library.slice(0, 20)}" (${LIBRARIES.map((l) => l.id).join(', ')})`,
    };
  if (!LOCALE_TAGS.includes(locale))
    return { error: `unknown locale "${locale.slice(0, 20)}" (${LOCALE_TAGS.join(', ')})` };
  if (timeZone !== '' && !TIME_ZONES.includes(timeZone))
    return { error: `unknown time zone "${timeZone.slice(0, 40)}" (empty or ${TIME_ZONES.join(', ')})` };
  if (timeZone !== '' && !supportsTimeZones(library))
    return { error: `${library} cannot use time zones (its adapter is not time-zone compatible)` };
  if (!isDensity(density))
    return { error: `unknown density "${density.slice(0, 20)}" (${DENSITIES.join(', ')})` };
  return { library, locale, timeZone, density };
}

/**
 * The part of the setup a demo of this kind follows, the rest at its default: one cache entry
 * and one URL per distinct result. A date-fns setup drops its zone (see supportsTimeZones).
 */
export function setupFor(kind: SetupKind, setup: DemoSetup): DemoSetup {
  if (kind === 'grid') return { ...DEFAULT_SETUP, density: setup.density };
  return {
    ...DEFAULT_SETUP,
    library: setup.library,
    locale: setup.locale,
    timeZone: supportsTimeZones(setup.library) ? setup.timeZone : '',
  };
}

/** Whether a demo of this kind runs its own code unchanged under this setup. */
export function isDefaultFor(kind: SetupKind, setup: DemoSetup): boolean {
  return serializeSetup(setupFor(kind, setup)) === serializeSetup(DEFAULT_SETUP);
}

export function libraryLabel(library: DateLibrary): string {
  return LIBRARIES.find((l) => l.id === library)!.label;
}

/** The toolbar's summary: `Day.js · en-US`, `Luxon · fr · Asia/Tokyo`, `Density: compact`. */
export function setupSummary(kind: SetupKind, setup: DemoSetup): string {
  if (kind === 'grid') return `Density: ${setup.density}`;
  const s = setupFor(kind, setup);
  return [libraryLabel(s.library), s.locale, ...(s.timeZone ? [s.timeZone] : [])].join(' · ');
}

/** The `document.cookie` assignment that stores the setup for a year on the whole site. */
export function setupCookie(setup: DemoSetup): string {
  return preferenceCookie(SETUP_COOKIE, serializeSetup(setup));
}
