/**
 * The translator keeps meaning: each Day.js construct it rewrites is run in Node twice, as
 * Day.js and as the translation with the real date-fns, Luxon or Moment, and the results must
 * be equal. Runs in a time zone with summer time so that local-time and DST slips show.
 */
process.env.TZ = 'America/New_York';

import dayjs from 'dayjs';
import * as dateFns from 'date-fns';
import * as luxon from 'luxon';
import moment from 'moment';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { AdapterDateFns, AdapterDayjs, AdapterLuxon, AdapterMoment } from './test-adapters';
import { translateDayjsDemo, type TargetLibrary } from './index';

// Luxon formats names in the value's locale, the browser's by default; Day.js and the others
// in English. A reader's English browser is what the comparison assumes (see index.ts).
luxon.Settings.defaultLocale = 'en-US';

// Importing AdapterDayjs loads the Day.js plugins it needs (advancedFormat's `Do`, weekOfYear…),
// as it does in every demo; the harness imports it too, so its types are the demos' types.
const MODULES: Record<string, unknown> = {
  dayjs,
  'date-fns': dateFns,
  luxon,
  moment,
  '@mui/x-date-pickers/AdapterDayjs': { AdapterDayjs },
  '@mui/x-date-pickers/AdapterDateFns': { AdapterDateFns },
  '@mui/x-date-pickers/AdapterLuxon': { AdapterLuxon },
  '@mui/x-date-pickers/AdapterMoment': { AdapterMoment },
};

/** A module of named cases, each a function body returning something printable. */
function harness(cases: Record<string, string>): string {
  const body = Object.entries(cases)
    .map(([name, code]) => `  ${JSON.stringify(name)}: (): unknown => {\n    ${code}\n  },`)
    .join('\n');
  return `import dayjs, { type Dayjs } from 'dayjs';\nimport { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\n\nexport const adapter = AdapterDayjs;\n\nexport const cases: Record<string, () => unknown> = {\n${body}\n};\n`;
}

function run(code: string): Record<string, unknown> {
  const js = transform(code, { transforms: ['typescript', 'imports'] }).code;
  const exports: { cases?: Record<string, () => unknown> } = {};
  const require = (name: string) => {
    if (!(name in MODULES)) throw new Error(`unexpected import ${name}`);
    return MODULES[name];
  };
  new Function('require', 'exports', js)(require, exports);
  return Object.fromEntries(
    Object.entries(exports.cases!).map(([name, fn]) => {
      try {
        return [name, fn()];
      } catch (error) {
        return [name, `throws ${(error as Error).name}`];
      }
    }),
  );
}

function translate(code: string, library: TargetLibrary): string {
  const result = translateDayjsDemo(code, 'content/react-date-pickers/tests/demos/Harness.tsx', library);
  if ('unsupported' in result) throw new Error(result.unsupported);
  return result.code;
}

const LIBRARIES: TargetLibrary[] = ['date-fns', 'luxon', 'moment'];

/** Values become milliseconds, so dates compare exactly. */
const v = (expr: string) => `return ${expr}.valueOf();`;
const f = (expr: string) => `return ${expr}.format('YYYY-MM-DD HH:mm:ss.SSS');`;

const CASES: Record<string, string> = {
  // Construction: local time, as Day.js parses an ISO string without offset.
  'date only': v(`dayjs('2024-04-17')`),
  'date and time': v(`dayjs('2024-04-17T15:30')`),
  'with seconds': v(`dayjs('2024-04-17T15:30:45')`),
  'with milliseconds': v(`dayjs('2024-04-17T15:30:45.123')`),
  'DST day': v(`dayjs('2024-03-10T03:30')`),
  'empty string is invalid': `return dayjs('').isValid();`,
  'now is valid': `return dayjs().isValid();`,
  'copy of a date value': v(`dayjs(dayjs('2024-04-17T08:00'))`),
  'from a Date': v(`dayjs(new Date(2024, 3, 17, 8))`),
  'from milliseconds': v(`dayjs(1713300000000)`),
  // Arithmetic, with month ends and the DST change of 10 March 2024 in New York.
  'add day': f(`dayjs('2024-04-17').add(1, 'day')`),
  'add days over DST': f(`dayjs('2024-03-09T12:00').add(2, 'days')`),
  'add hours over DST': f(`dayjs('2024-03-10T01:30').add(1, 'hour')`),
  'add month at month end': f(`dayjs('2024-01-31').add(1, 'month')`),
  'add year from Feb 29': f(`dayjs('2024-02-29').add(1, 'year')`),
  'add week': f(`dayjs('2024-04-17').add(2, 'week')`),
  'add minutes': f(`dayjs('2024-04-17T23:50').add(15, 'minute')`),
  'add seconds': f(`dayjs('2024-04-17T23:59:50').add(15, 'second')`),
  'add milliseconds': f(`dayjs('2024-04-17T23:59:59').add(1500, 'millisecond')`),
  'add short unit': f(`dayjs('2024-04-17').add(3, 'M')`),
  'add computed amount': `const n = 3;\n    return dayjs('2024-04-17').add(n * 2, 'day').valueOf();`,
  'subtract day': f(`dayjs('2024-03-01').subtract(1, 'day')`),
  'subtract month': f(`dayjs('2024-03-31').subtract(1, 'month')`),
  'subtract computed amount': `const n = 2;\n    return dayjs('2024-04-17').subtract(n + 1, 'hour').valueOf();`,
  // Periods: Day.js's English week starts on Sunday.
  'startOf year': f(`dayjs('2024-04-17T15:30').startOf('year')`),
  'startOf month': f(`dayjs('2024-04-17T15:30').startOf('month')`),
  'startOf day': f(`dayjs('2024-04-17T15:30').startOf('day')`),
  'startOf date': f(`dayjs('2024-04-17T15:30').startOf('date')`),
  'startOf hour': f(`dayjs('2024-04-17T15:30:20').startOf('hour')`),
  'startOf minute': f(`dayjs('2024-04-17T15:30:20').startOf('minute')`),
  'endOf month': f(`dayjs('2024-02-10').endOf('month')`),
  'endOf day': f(`dayjs('2024-04-17').endOf('day')`),
  'endOf year': f(`dayjs('2024-04-17').endOf('year')`),
  'chain add then startOf': f(`dayjs('2024-04-17').add(1, 'day').startOf('month')`),
  // Getters on Sunday 14 April 2024.
  'year()': `return dayjs('2024-04-14T15:30:45').year();`,
  'month()': `return dayjs('2024-04-14T15:30:45').month();`,
  'date()': `return dayjs('2024-04-14T15:30:45').date();`,
  'day() on Sunday': `return dayjs('2024-04-14T15:30:45').day();`,
  'day() on Saturday': `return dayjs('2024-04-13').day();`,
  'hour()': `return dayjs('2024-04-14T15:30:45').hour();`,
  'minute()': `return dayjs('2024-04-14T15:30:45').minute();`,
  'second()': `return dayjs('2024-04-14T15:30:45').second();`,
  // Setters, with Day.js's overflow and month-end clamping.
  'month(1) from Jan 31': `const d = dayjs('2024-01-31');\n    return d.month(1).format('YYYY-MM-DD');`,
  'month(13)': `const d = dayjs('2024-01-31');\n    return d.month(13).format('YYYY-MM-DD');`,
  'month(computed)': `const d = dayjs('2024-05-31');\n    return d.month(Math.floor(d.month() / 3) * 3).format('YYYY-MM-DD');`,
  'date(15)': `const d = dayjs('2024-02-10');\n    return d.date(15).format('YYYY-MM-DD');`,
  'date(31) in February': `const d = dayjs('2024-02-10');\n    return d.date(31).format('YYYY-MM-DD');`,
  'day(6) from Wednesday': `const d = dayjs('2024-04-17');\n    return d.day(6).format('YYYY-MM-DD');`,
  'day(0) from Sunday': `const d = dayjs('2024-04-14');\n    return d.day(0).format('YYYY-MM-DD');`,
  'day(8) from Sunday': `const d = dayjs('2024-04-14');\n    return d.day(8).format('YYYY-MM-DD');`,
  'hour(8)': `const d = dayjs('2024-04-17T15:30');\n    return d.hour(8).format('YYYY-MM-DD HH:mm');`,
  'minute(0)': `const d = dayjs('2024-04-17T15:30');\n    return d.minute(0).format('YYYY-MM-DD HH:mm');`,
  'year(2023) from Feb 29': `const d = dayjs('2024-02-29');\n    return d.year(2023).format('YYYY-MM-DD');`,
  // Comparisons.
  isSame: `return dayjs('2024-04-17').isSame(dayjs('2024-04-17T00:00'));`,
  'isSame false': `return dayjs('2024-04-17').isSame(dayjs('2024-04-17T00:01'));`,
  'isSame day': `return dayjs('2024-04-17T08:00').isSame(dayjs('2024-04-17T23:00'), 'day');`,
  'isSame month': `return dayjs('2024-04-01').isSame(dayjs('2024-05-01'), 'month');`,
  'isSame year': `return dayjs('2024-01-01').isSame(dayjs('2024-12-31T23:59'), 'year');`,
  isBefore: `return dayjs('2024-04-17').isBefore(dayjs('2024-04-18'));`,
  'isBefore same day by day': `return dayjs('2024-04-17T08:00').isBefore(dayjs('2024-04-17T09:00'), 'day');`,
  'isBefore by month': `return dayjs('2024-03-31').isBefore(dayjs('2024-04-01'), 'month');`,
  isAfter: `return dayjs('2024-04-17').isAfter(dayjs('2024-04-16T23:59'));`,
  'isAfter same day by day': `return dayjs('2024-04-17T10:00').isAfter(dayjs('2024-04-17T09:00'), 'day');`,
  'isAfter by year': `return dayjs('2025-01-01').isAfter(dayjs('2024-12-31'), 'year');`,
  // Differences: Day.js truncates towards zero.
  'diff days': `return dayjs('2024-04-20').diff(dayjs('2024-04-17'), 'day');`,
  'diff days negative': `return dayjs('2024-04-17').diff(dayjs('2024-04-20T12:00'), 'day');`,
  'diff days over DST': `return dayjs('2024-03-12').diff(dayjs('2024-03-09'), 'day');`,
  'diff partial day': `return dayjs('2024-04-18T10:00').diff(dayjs('2024-04-17T12:00'), 'day');`,
  'diff hours over DST': `return dayjs('2024-03-10T12:00').diff(dayjs('2024-03-10T00:00'), 'hour');`,
  'diff minutes': `return dayjs('2024-04-17T10:00').diff(dayjs('2024-04-17T08:29:30'), 'minute');`,
  'diff weeks': `return dayjs('2024-04-30').diff(dayjs('2024-04-01'), 'week');`,
  'diff months': `return dayjs('2024-06-15').diff(dayjs('2024-01-20'), 'month');`,
  'diff years': `return dayjs('2024-06-15').diff(dayjs('2020-06-16'), 'year');`,
  'diff milliseconds': `return dayjs('2024-04-17T10:00').diff(dayjs('2024-04-17T08:00'));`,
  // Conversions.
  toDate: `return dayjs('2024-04-17T15:30').toDate().getTime();`,
  toISOString: `return dayjs('2024-04-17T15:30').toISOString();`,
  daysInMonth: `return dayjs('2024-02-10').daysInMonth();`,
  isValid: `return dayjs('2024-04-17').isValid();`,
  // Optional calls on a value that may be null.
  'optional format of null': `const d: Dayjs | null = null as Dayjs | null;\n    return d?.format('YYYY') ?? 'none';`,
  'optional format of a value': `const d: Dayjs | null = dayjs('2024-04-17') as Dayjs | null;\n    return d?.format('YYYY') ?? 'none';`,
  'optional isValid of null': `const d: Dayjs | null = null as Dayjs | null;\n    return d?.isValid() ? 'valid' : 'not valid';`,
  'optional isValid of a value': `const d: Dayjs | null = dayjs('2024-04-17') as Dayjs | null;\n    if (!d?.isValid()) return 'not valid';\n    return d.format('YYYY');`,
  // A name of the demo's own that a date-fns import would shadow.
  'a local named format': `const format = ' (local)';\n    return dayjs('2024-04-17').format('YYYY') + format;`,
  // Day.js values do not change; Moment's do, so the translation must copy.
  immutability: `const a = dayjs('2024-04-17');\n    const b = a.add(1, 'day');\n    const c = a.startOf('month');\n    const e = a.hour(5);\n    return [a, b, c, e].map((x) => x.format('YYYY-MM-DD HH:mm')).join(' ');`,
  'immutability in a callback': `const base = dayjs('2024-04-17');\n    return [1, 2, 3].map((n) => base.add(n, 'day').date()).join(',') + base.date();`,
};

/** The format strings of the demos (and a few more), each formatted on two dates. */
const FORMATS = [
  'YYYY-MM-DD',
  'h:mm A',
  'dddd, MMMM D, YYYY',
  'HH:mm:ss',
  'MMM D',
  'MMMM YYYY',
  'ddd, MMM D',
  'ddd, MMM D [at] h:mm A',
  'YYYY/MM/DD',
  'DD.MM.YYYY',
  'D/M/YYYY',
  'H:m',
  'hh:mm:ss A',
  'M/D/YYYY h:mm A',
  'YY',
  'YYYY-MM-DD HH:mm:ss.SSS',
  'DD MMM HH:mm',
  'MMMM [’]YY',
  'YYYY-MM-DD HH:mm Z',
  'YYYYMMDD ZZ',
];
const FORMATS_NOT_LUXON = ['dd', 'MMMM Do, YYYY', 'h:mm a'];
/** Day.js's English weeks start on Sunday, Luxon's on Monday: refused for Luxon. */
const CASES_NOT_LUXON: Record<string, string> = {
  'startOf week': f(`dayjs('2024-04-17T15:30').startOf('week')`),
  'startOf week on Sunday': f(`dayjs('2024-04-14T15:30').startOf('week')`),
  'endOf week': f(`dayjs('2024-04-17').endOf('week')`),
  'isSame week': `return dayjs('2024-04-14').isSame(dayjs('2024-04-20'), 'week');`,
  'diff weeks across a Sunday': `return dayjs('2024-04-22').diff(dayjs('2024-04-13'), 'week');`,
};

function formatCases(formats: string[]): Record<string, string> {
  return Object.fromEntries(
    formats.flatMap((format) => [
      [`format ${format} (morning)`, `return dayjs('2024-04-07T09:05:03.004').format('${format}');`],
      [`format ${format} (evening)`, `return dayjs('2024-12-21T21:45:59').format('${format}');`],
    ]),
  );
}

describe('translateDayjsDemo keeps the meaning of what it translates', () => {
  it('runs in a time zone with summer time', () => {
    expect(new Date(2024, 6, 1).getTimezoneOffset()).toBe(240);
  });

  const source = harness({ ...CASES, ...formatCases(FORMATS) });
  const expected = run(source);

  it('has cases that Day.js itself answers', () => {
    expect(expected['date only']).toBe(new Date(2024, 3, 17).getTime());
    expect(expected['add month at month end']).toBe('2024-02-29 00:00:00.000');
    expect(expected['immutability']).toBe(
      '2024-04-17 00:00 2024-04-18 00:00 2024-04-01 00:00 2024-04-17 05:00',
    );
    expect(expected['format ddd, MMM D [at] h:mm A (evening)']).toBe('Sat, Dec 21 at 9:45 PM');
  });

  for (const library of LIBRARIES) {
    it(`gives Day.js's results with ${library}`, () => {
      const translated = translate(source, library);
      if (library === 'date-fns') expect(translated).toContain('format as dateFnsFormat');
      expect(translated).not.toMatch(/from 'dayjs'|dayjs\(|AdapterDayjs/);
      expect(run(translated)).toEqual(expected);
    });
  }

  for (const library of ['date-fns', 'moment'] as const) {
    it(`translates Sunday weeks and formats Day.js's 'dd', 'Do' and 'a' with ${library}`, () => {
      const extra = harness({ ...CASES_NOT_LUXON, ...formatCases(FORMATS_NOT_LUXON) });
      expect(run(translate(extra, library))).toEqual(run(extra));
    });
  }
});

describe('translateDayjsDemo refuses what it cannot translate faithfully', () => {
  const refuse = (body: string, library: TargetLibrary) =>
    translateDayjsDemo(
      harness({ case: body }),
      'content/react-date-pickers/tests/demos/Harness.tsx',
      library,
    );

  it('names the construct and its line', () => {
    expect(refuse(`return dayjs('2024-04-17').utcOffset();`, 'date-fns')).toEqual({
      unsupported:
        'uses the Day.js method .utcOffset() (line 8), which this site does not translate to date-fns',
    });
  });

  it.each([
    [`return dayjs.utc('2024-04-17').valueOf();`, 'dayjs.utc'],
    [`return dayjs('17/04/2024', 'DD/MM/YYYY').valueOf();`, 'dayjs with a parse format'],
    [`return dayjs('2024-02-30').valueOf();`, "dayjs('2024-02-30')"],
    [`return dayjs('2024-04-17T10:00Z').valueOf();`, "dayjs('2024-04-17T10:00Z')"],
    [`return dayjs('2024-04-17').format('Q');`, 'the format token Q'],
    [`return dayjs('2024-04-17').format();`, '.format() without a format'],
    [
      `const f = 'YYYY';\n    return dayjs('2024-04-17').format(f) + f;`,
      'the format constant f outside a format',
    ],
    [`return \`\${dayjs('2024-04-17')}\`;`, 'a Dayjs value written as text'],
    [`return dayjs('2024-04-17').isSame('2024-04-17');`, '.isSame() of something other than a Dayjs'],
    [
      `const unit = 'day' as const;\n    return dayjs('2024-04-17').add(1, unit).valueOf();`,
      '.add() without a literal unit',
    ],
    [`return dayjs('2024-04-17').add(1, 'Day' as 'day').valueOf();`, '.add() without a literal unit'],
    [
      `const v = JSON.parse('"2024-04-17"') as any;\n    return v.format('YYYY');`,
      '.format() on a value that may or may not be a Dayjs',
    ],
  ])('refuses %s', (body, what) => {
    for (const library of LIBRARIES) {
      const result = refuse(body, library);
      expect(result).toHaveProperty('unsupported');
      expect((result as { unsupported: string }).unsupported).toContain(what);
    }
  });

  it('refuses a Day.js method on an untyped value in a demo that does not import dayjs', () => {
    const source = `import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\n\nexport const adapter = AdapterDayjs;\nexport const label = (row: any) => row.date.format('YYYY');\n`;
    expect(
      translateDayjsDemo(source, 'content/react-date-pickers/tests/demos/Harness.tsx', 'date-fns'),
    ).toEqual({
      unsupported:
        'uses .format() on a value that may or may not be a Dayjs (line 4), which this site does not translate to date-fns',
    });
  });

  it('refuses a demo whose comments or shown text name Day.js', () => {
    expect(
      refuse(`// Day.js counts months from 0.\n    return dayjs('2024-04-17').month();`, 'luxon'),
    ).toEqual({
      unsupported: 'uses a comment that names Day.js (line 8), which this site does not translate to Luxon',
    });
    expect(refuse(`return 'made with dayjs';`, 'moment')).toHaveProperty('unsupported');
  });

  it('refuses a Dayjs value taken apart', () => {
    expect(refuse(`const { format } = dayjs('2024-04-17');\n    return format;`, 'moment')).toHaveProperty(
      'unsupported',
    );
  });

  it("refuses Luxon's ISO weeks and its missing tokens", () => {
    expect(refuse(`return dayjs('2024-04-17').startOf('week').valueOf();`, 'luxon')).toHaveProperty(
      'unsupported',
    );
    expect(refuse(`return dayjs('2024-04-17').format('Do');`, 'luxon')).toHaveProperty('unsupported');
    expect(refuse(`return dayjs().day(3).valueOf();`, 'luxon')).toHaveProperty('unsupported');
  });

  it('does not rewrite a method of something that is not a Dayjs', () => {
    const body = `const s = { format: (x: string) => x, add: (a: number, b: string) => a + b };\n    return s.format('YYYY') + s.add(1, 'day');`;
    for (const library of LIBRARIES) {
      const result = refuse(body, library);
      expect(result).toHaveProperty('code');
      expect((result as { code: string }).code).toContain(`return s.format('YYYY') + s.add(1, 'day');`);
    }
  });

  it("translates a format given to a slot's props, typed as a union with a function", () => {
    const code = `import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function Harness() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar slotProps={{ calendarHeader: { format: 'MMM YYYY' } }} />
    </LocalizationProvider>
  );
}
`;
    // Left as Day.js tokens, date-fns throws on 'YYYY' when the calendar renders.
    expect(translate(code, 'date-fns')).toContain("calendarHeader: { format: 'MMM yyyy' }");
    expect(translate(code, 'luxon')).toContain("calendarHeader: { format: 'MMM yyyy' }");
    expect(translate(code, 'moment')).toContain("calendarHeader: { format: 'MMM YYYY' }");
  });
});
