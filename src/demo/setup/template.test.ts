import { readFileSync } from 'node:fs';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '../build/to-js';
import { findInsertionPoints, setupKindOf } from './build/points';
import { buildSetupTemplates } from './build/templates';
import { DEFAULT_SETUP } from './setup';
import { applySetup } from './template';

const read = (file: string) => readFileSync(file, 'utf8');
const DATE_TIME = 'content/react-date-pickers/date-time-picker/demos/ControlledDateTimePicker.tsx';
const STATIC = 'content/react-date-pickers/date-picker/demos/StaticCalendarPicker.tsx';
const SORTING = 'content/react-data-grid/sorting/demos/BasicSorting.tsx';
const LOCALIZED = 'content/react-date-pickers/date-picker/demos/LocalizedDatePicker.tsx';

/** The code must still compile as the live runtime compiles it. */
const compiles = (code: string) =>
  expect(() =>
    transform(code, { transforms: ['typescript', 'jsx', 'imports'], filePath: 'Demo.tsx' }),
  ).not.toThrow();

describe('findInsertionPoints', () => {
  it('finds the provider, each zoned picker and the end of the imports', () => {
    const code = read(DATE_TIME);
    const t = findInsertionPoints(code, DATE_TIME);
    expect(code.slice(0, t.afterImports)).toMatch(/from '@mui\/x-date-pickers\/DateTimePicker';$/);
    expect(t.provider.map((at) => code.slice(at - 38, at))).toEqual([
      '<LocalizationProvider dateAdapter={AdapterDayjs}'.slice(-38),
    ]);
    expect(t.timezone).toHaveLength(1);
    expect(code.slice(t.timezone[0]! - 20, t.timezone[0]! + 3)).toBe('onChange={setDeparture} />'.slice(-23));
    expect(t.dayjsName).toBe('dayjs');
    expect(t.density).toEqual([]);
  });

  it('matches components by their imported name, and skips tags that already set the prop', () => {
    const code = `import { DatePicker as Picker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
function DatePicker() { return null; }
export default function A() {
  return <LocalizationProvider adapterLocale="de"><Picker /><Picker timezone="UTC" /><DatePicker /></LocalizationProvider>;
}`;
    const t = findInsertionPoints(code, 'A.tsx');
    expect(t.provider).toEqual([]);
    expect(t.timezone.map((at) => code.slice(at - 7, at))).toEqual(['<Picker']);
  });

  it('finds every grid tag without density', () => {
    const code = read(SORTING);
    const t = findInsertionPoints(code, SORTING);
    expect(t.density).toHaveLength(1);
    expect(setupKindOf(code, SORTING)).toBe('grid');
    expect(setupKindOf(read(DATE_TIME), DATE_TIME)).toBe('pickers');
    expect(setupKindOf('export default function A() { return <div />; }', 'A.tsx')).toBeNull();
  });
});

describe('applySetup on real demos', () => {
  it('writes a Day.js demo for a locale and a time zone, both languages', async () => {
    const ts = read(DATE_TIME);
    const setup = { ...DEFAULT_SETUP, locale: 'fr', timeZone: 'Asia/Tokyo' };
    for (const [code, file] of [
      [ts, DATE_TIME],
      [await toJavaScript(ts, DATE_TIME), DATE_TIME.replace(/tsx$/, 'jsx')],
    ] as const) {
      const { code: out, notes } = applySetup(findInsertionPoints(code, file), 'pickers', setup);
      expect(out).toContain("import 'dayjs/locale/fr';");
      expect(out).toContain("import utcPlugin from 'dayjs/plugin/utc';");
      expect(out).toContain('dayjs.extend(timezonePlugin);');
      expect(out).toContain('<LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">');
      expect(out).toMatch(/onChange=\{setDeparture\}\s+timezone="Asia\/Tokyo"\s*\/>/);
      // The demo's dayjs import is reused, not repeated.
      expect(out.match(/from 'dayjs';/g)).toHaveLength(1);
      expect(notes).toEqual([]);
      compiles(out);
    }
  });

  it('leaves the default setup byte for byte', () => {
    const ts = read(DATE_TIME);
    expect(applySetup(findInsertionPoints(ts, DATE_TIME), 'pickers', DEFAULT_SETUP).code).toBe(ts);
  });

  it('says when a demo sets its own locale', () => {
    const ts = read(LOCALIZED);
    const { notes } = applySetup(findInsertionPoints(ts, LOCALIZED), 'pickers', {
      ...DEFAULT_SETUP,
      locale: 'ja',
    });
    expect(notes).toEqual(['This demo sets its own locale.']);
  });

  it('writes each library its own way', () => {
    const luxon = `import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
export default function A() {
  return <LocalizationProvider dateAdapter={AdapterLuxon}><DatePicker defaultValue={DateTime.now()} /></LocalizationProvider>;
}`;
    const t = findInsertionPoints(luxon, 'A.tsx');
    const zoned = { ...DEFAULT_SETUP, locale: 'zh-CN', timeZone: 'Asia/Tokyo' };
    const l = applySetup(t, 'pickers', { ...zoned, library: 'luxon' }).code;
    expect(l).toContain('dateAdapter={AdapterLuxon} adapterLocale="zh-CN"');
    expect(l).not.toContain("import '");
    const m = applySetup(t, 'pickers', { ...zoned, library: 'moment' }).code;
    expect(m).toContain("import 'moment/locale/zh-cn';");
    expect(m).toContain("import momentTimezone from 'moment-timezone';");
    expect(m).toContain('adapterLocale="zh-cn" dateLibInstance={momentTimezone}');
    const d = applySetup(t, 'pickers', { ...zoned, library: 'date-fns' });
    expect(d.code).toContain("import { zhCN } from 'date-fns/locale/zh-CN';");
    expect(d.code).toContain('adapterLocale={zhCN}');
    expect(d.code).not.toContain('timezone=');
    expect(d.notes).toEqual(["date-fns cannot use time zones: the demo runs in your browser's zone."]);
    for (const code of [l, m, d.code]) compiles(code);
  });

  it('gives Moment its zone plugin also where the demo sets its own locale', () => {
    const code = `import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
export default function A() {
  return <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="fr"><TimePicker /></LocalizationProvider>;
}`;
    const t = findInsertionPoints(code, 'A.tsx');
    expect(t.provider).toEqual([]);
    const m = applySetup(t, 'pickers', { ...DEFAULT_SETUP, library: 'moment', timeZone: 'Europe/Paris' });
    // Without the instance, AdapterMoment throws "Missing timezone plugin" for the zoned picker.
    expect(m.code).toContain('adapterLocale="fr" dateLibInstance={momentTimezone}>');
    expect(m.code).toContain('<TimePicker timezone="Europe/Paris" />');
    compiles(m.code);
  });

  it('sets the density of a grid demo', () => {
    const ts = read(SORTING);
    const out = applySetup(findInsertionPoints(ts, SORTING), 'grid', {
      ...DEFAULT_SETUP,
      density: 'compact',
    }).code;
    expect(out).toMatch(/<DataGrid[^>]* density="compact"/);
    compiles(out);
  });
});

describe('buildSetupTemplates', () => {
  it("writes every library, translated or with the translator's reason", async () => {
    const ts = read(STATIC);
    const t = await buildSetupTemplates(ts, await toJavaScript(ts, STATIC), STATIC);
    expect(t?.kind).toBe('pickers');
    if (t?.kind !== 'pickers') return;
    expect(t.version).toMatch(/^[0-9a-f]{10}$/);
    expect(Object.keys(t.libraries).sort()).toEqual(['date-fns', 'dayjs', 'luxon', 'moment']);
    for (const entry of Object.values(t.libraries)) {
      if ('unsupported' in entry) expect(entry.unsupported).toBeTruthy();
      else expect(entry.ts.provider).toHaveLength(1);
    }
    expect(await buildSetupTemplates('export default function A() { return null; }', '', 'A.tsx')).toBeNull();
  });
});
