/**
 * TEMP stub of helper B's translator (dropped when B's real one is merged): every demo is
 * "not translated yet", except one hand-checked Luxon translation of StaticCalendarPicker that
 * the browser test of the setup uses to prove the adapter switch.
 */
export type TargetLibrary = 'date-fns' | 'luxon' | 'moment';
export type Translation = { code: string } | { unsupported: string };

export function translateDayjsDemo(source: string, file: string, library: TargetLibrary): Translation {
  if (library === 'luxon' && file.endsWith('date-picker/demos/StaticCalendarPicker.tsx')) {
    const code = source
      .replace("import dayjs from 'dayjs';", "import { DateTime } from 'luxon';")
      .replace(
        "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
        "import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';",
      )
      .replace("dayjs('2025-10-08')", "DateTime.fromISO('2025-10-08')")
      .replace('dateAdapter={AdapterDayjs}', 'dateAdapter={AdapterLuxon}');
    if (!/dayjs|Dayjs/.test(code)) return { code };
  }
  return { unsupported: 'not translated yet' };
}
