import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADAPTER_DEMO_NAME, otherAdapters } from './adapter-demos';
import { analyzeDemo } from './analyze';
import { typecheckAdapterDemos } from './typecheck-adapter-demos';

const root = process.cwd();
const luxonDemo = (name: string, value: string) => `import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ${name}() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <DatePicker label="Check-in" defaultValue={${value}} />
    </LocalizationProvider>
  );
}
`;

describe('demos for another date library', () => {
  it('finds the adapters other than Day.js that a demo imports', () => {
    expect(
      otherAdapters([
        'react',
        '@mui/x-date-pickers/AdapterDayjs',
        '@mui/x-date-pickers-pro/AdapterLuxon',
        '@mui/x-date-pickers/AdapterLuxon',
      ]),
    ).toEqual(['AdapterLuxon']);
    expect(otherAdapters(['@mui/x-date-pickers/AdapterDayjs'])).toEqual([]);
  });

  it('must be named after their library, and the build says so naming the file', () => {
    expect(() => analyzeDemo(luxonDemo('CheckIn', 'DateTime.now()'), 'content/x/demos/CheckIn.tsx')).toThrow(
      /content\/x\/demos\/CheckIn\.tsx imports AdapterLuxon: its name must start with Luxon/,
    );
    expect(() =>
      analyzeDemo(luxonDemo('LuxonCheckIn', 'DateTime.now()'), 'content/x/demos/LuxonCheckIn.tsx'),
    ).not.toThrow();
  });

  it('are the names tsconfig.json keeps out of the site program', () => {
    const exclude: string[] = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')).exclude;
    const prefixes = ADAPTER_DEMO_NAME.source.replace(/^\^\(|\)$/g, '').split('|');
    for (const prefix of prefixes) expect(exclude).toContain(`**/demos/${prefix}*.tsx`);
  });

  describe('type check, one program per adapter', () => {
    const dir = join(root, `.adapter-demo-test-${process.pid}`, 'demos');
    mkdirSync(dir, { recursive: true });
    afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

    it('passes a demo typed for its own library and reports one that is not, with file and line', () => {
      const good = join(dir, 'LuxonCheckIn.tsx');
      const bad = join(dir, 'LuxonCheckOut.tsx');
      writeFileSync(good, luxonDemo('LuxonCheckIn', "DateTime.fromISO('2025-05-14')"));
      // A JavaScript Date is not a Luxon DateTime: in a Luxon program the picker rejects it.
      writeFileSync(bad, luxonDemo('LuxonCheckOut', 'new Date(2025, 4, 14)'));
      expect(typecheckAdapterDemos(root, [good])).toEqual([]);
      const errors = typecheckAdapterDemos(root, [good, bad]);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((e) => e.includes('LuxonCheckOut.tsx:9:'))).toBe(true);
    }, 120_000);
  });
});
