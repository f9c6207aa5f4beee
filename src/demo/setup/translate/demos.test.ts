/**
 * Whole demos of the site, translated: the lines each translation changes, as read and checked
 * by hand (imports, construction, a format prop, optional `isValid`, arithmetic, Moment's copy).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translateDayjsDemo, type TargetLibrary } from './index';
import { lineDiff } from './line-diff';

function diffOf(demo: string, library: TargetLibrary): string {
  const file = `content/react-date-pickers/${demo}.tsx`;
  const source = readFileSync(file, 'utf8');
  const result = translateDayjsDemo(source, file, library);
  if ('unsupported' in result) throw new Error(result.unsupported);
  return lineDiff(source, result.code);
}

/** An indented block of expected lines, without its indentation and surrounding blank lines. */
const lines = (block: string) =>
  block
    .split('\n')
    .slice(1, -1)
    .map((line) => line.slice(6))
    .join('\n');

describe('whole demos, translated', () => {
  it('ControlledTimeField for date-fns', () => {
    expect(diffOf('time-field/demos/ControlledTimeField', 'date-fns')).toBe(
      lines(`
      - import dayjs, { type Dayjs } from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
      + import { addHours, format, isValid, parseISO } from 'date-fns';
      + import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
      -   const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-03-03T06:00'));
      +   const [start, setStart] = React.useState<Date | null>(parseISO('2025-03-03T06:00'));
      -     <LocalizationProvider dateAdapter={AdapterDayjs}>
      +     <LocalizationProvider dateAdapter={AdapterDateFns}>
      -           <TimeField label="Break (optional)" defaultValue={dayjs('2025-03-03T10:00')} />
      +           <TimeField label="Break (optional)" defaultValue={parseISO('2025-03-03T10:00')} />
      -           {start?.isValid()
      -             ? \`An \${SHIFT_HOURS}-hour shift ends at \${start.add(SHIFT_HOURS, 'hour').format('h:mm A')}.\`
      +           {start != null && isValid(start)
      +             ? \`An \${SHIFT_HOURS}-hour shift ends at \${format(addHours(start, SHIFT_HOURS), 'h:mm a')}.\`
      `),
    );
  });
  it('ControlledTimeField for luxon', () => {
    expect(diffOf('time-field/demos/ControlledTimeField', 'luxon')).toBe(
      lines(`
      - import dayjs, { type Dayjs } from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
      + import { DateTime } from 'luxon';
      + import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
      -   const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-03-03T06:00'));
      +   const [start, setStart] = React.useState<DateTime | null>(DateTime.fromISO('2025-03-03T06:00'));
      -     <LocalizationProvider dateAdapter={AdapterDayjs}>
      +     <LocalizationProvider dateAdapter={AdapterLuxon}>
      -           <TimeField label="Break (optional)" defaultValue={dayjs('2025-03-03T10:00')} />
      +           <TimeField label="Break (optional)" defaultValue={DateTime.fromISO('2025-03-03T10:00')} />
      -           {start?.isValid()
      -             ? \`An \${SHIFT_HOURS}-hour shift ends at \${start.add(SHIFT_HOURS, 'hour').format('h:mm A')}.\`
      +           {start?.isValid
      +             ? \`An \${SHIFT_HOURS}-hour shift ends at \${start.plus({ hours: SHIFT_HOURS }).toFormat('h:mm a')}.\`
      `),
    );
  });
  it('ControlledTimeField for moment', () => {
    expect(diffOf('time-field/demos/ControlledTimeField', 'moment')).toBe(
      lines(`
      - import dayjs, { type Dayjs } from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
      + import moment, { type Moment } from 'moment';
      + import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
      -   const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-03-03T06:00'));
      +   const [start, setStart] = React.useState<Moment | null>(moment('2025-03-03T06:00'));
      -     <LocalizationProvider dateAdapter={AdapterDayjs}>
      +     <LocalizationProvider dateAdapter={AdapterMoment}>
      -           <TimeField label="Break (optional)" defaultValue={dayjs('2025-03-03T10:00')} />
      +           <TimeField label="Break (optional)" defaultValue={moment('2025-03-03T10:00')} />
      -             ? \`An \${SHIFT_HOURS}-hour shift ends at \${start.add(SHIFT_HOURS, 'hour').format('h:mm A')}.\`
      +             ? \`An \${SHIFT_HOURS}-hour shift ends at \${start.clone().add(SHIFT_HOURS, 'hour').format('h:mm A')}.\`
      `),
    );
  });
  it('CustomFormat for date-fns', () => {
    expect(diffOf('date-picker/demos/CustomFormat', 'date-fns')).toBe(
      lines(`
      - import dayjs from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
      + import { parseISO } from 'date-fns';
      + import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
      - const releaseDay = dayjs('2025-04-17');
      + const releaseDay = parseISO('2025-04-17');
      -     <LocalizationProvider dateAdapter={AdapterDayjs}>
      +     <LocalizationProvider dateAdapter={AdapterDateFns}>
      -           <DatePicker label="ISO 8601" format="YYYY-MM-DD" defaultValue={releaseDay} />
      -           <DatePicker label="Day, month name, year" format="DD MMM YYYY" defaultValue={releaseDay} />
      +           <DatePicker label="ISO 8601" format="yyyy-MM-dd" defaultValue={releaseDay} />
      +           <DatePicker label="Day, month name, year" format="dd MMM yyyy" defaultValue={releaseDay} />
      `),
    );
  });
  it('ControlledDueDate for luxon', () => {
    expect(diffOf('base-concepts/demos/ControlledDueDate', 'luxon')).toBe(
      lines(`
      - import dayjs, { type Dayjs } from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
      + import { DateTime } from 'luxon';
      + import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
      - const issuedOn = dayjs('2025-05-02');
      + const issuedOn = DateTime.fromISO('2025-05-02');
      -   const [dueDate, setDueDate] = React.useState<Dayjs | null>(issuedOn.add(30, 'day'));
      +   const [dueDate, setDueDate] = React.useState<DateTime | null>(issuedOn.plus({ days: 30 }));
      -     dueDate && dueDate.isValid()
      -       ? \`Due \${dueDate.format('dddd, MMMM D, YYYY')}: \${dueDate.diff(issuedOn, 'day')} days after issue.\`
      +     dueDate && dueDate.isValid
      +       ? \`Due \${dueDate.toFormat('EEEE, MMMM d, yyyy')}: \${Math.trunc(dueDate.diff(issuedOn, 'days').days)} days after issue.\`
      -     <LocalizationProvider dateAdapter={AdapterDayjs}>
      +     <LocalizationProvider dateAdapter={AdapterLuxon}>
      -             <Button size="small" onClick={() => setDueDate(issuedOn.add(30, 'day'))}>
      +             <Button size="small" onClick={() => setDueDate(issuedOn.plus({ days: 30 }))}>
      -             <Button size="small" onClick={() => setDueDate(issuedOn.add(60, 'day'))}>
      +             <Button size="small" onClick={() => setDueDate(issuedOn.plus({ days: 60 }))}>
      `),
    );
  });
  it('GermanDateRangeField for date-fns (a locale)', () => {
    expect(diffOf('date-range-field/demos/GermanDateRangeField', 'date-fns')).toBe(
      lines(`
      - import 'dayjs/locale/de';
      + import { de } from 'date-fns/locale/de';
      - import dayjs from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
      + import { parseISO } from 'date-fns';
      + import { AdapterDateFns } from '@mui/x-date-pickers-pro/AdapterDateFns';
      -     <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
      +     <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={germanText}>
      -             defaultValue={[dayjs('2025-12-22'), dayjs('2026-01-02')]}
      +             defaultValue={[parseISO('2025-12-22'), parseISO('2026-01-02')]}
      `),
    );
  });

  it('GermanDateRangeField for moment (a locale file, untyped like the site’s own Moment demo)', () => {
    expect(diffOf('date-range-field/demos/GermanDateRangeField', 'moment')).toBe(
      lines(`
      - import 'dayjs/locale/de';
      + // @ts-expect-error TypeScript 6 reports a side-effect import without types (TS2882)
      + import 'moment/locale/de';
      - import dayjs from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
      + import moment from 'moment';
      + import { AdapterMoment } from '@mui/x-date-pickers-pro/AdapterMoment';
      -     <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
      +     <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="de" localeText={germanText}>
      -             defaultValue={[dayjs('2025-12-22'), dayjs('2026-01-02')]}
      +             defaultValue={[moment('2025-12-22'), moment('2026-01-02')]}
      `),
    );
  });

  it('refuses LocalizedCalendar for moment: its locale import would make German every date’s locale', () => {
    const file = 'content/react-date-pickers/date-calendar/demos/LocalizedCalendar.tsx';
    expect(translateDayjsDemo(readFileSync(file, 'utf8'), file, 'moment')).toEqual({
      unsupported:
        "uses the format 'dd' beside a locale import (importing a Moment locale makes it every date's locale) (line 21), which this site does not translate to Moment",
    });
  });

  it('leaves the lines it does not translate as their author wrapped them (ResponsiveVariants)', () => {
    // Its paragraph is wrapped at 85 columns, which Prettier at 110 would rewrap.
    expect(diffOf('base-concepts/demos/ResponsiveVariants', 'luxon')).toBe(
      lines(`
      - import dayjs from 'dayjs';
      - import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
      + import { DateTime } from 'luxon';
      + import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
      - const pickup = dayjs('2025-07-22');
      + const pickup = DateTime.fromISO('2025-07-22');
      -     <LocalizationProvider dateAdapter={AdapterDayjs}>
      +     <LocalizationProvider dateAdapter={AdapterLuxon}>
      `),
    );
  });
});
