import * as React from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A quarter-end close: the selected range is in June,
// and the accountants also need to see May.
const closing: DateRange<Dayjs> = [dayjs('2025-06-23'), dayjs('2025-06-30')];

export default function MonthsToRender() {
  const wide = useMediaQuery('(min-width: 720px)');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DateRangeCalendar
          defaultValue={closing}
          calendars={wide ? 2 : 1}
          currentMonthCalendarPosition={wide ? 2 : 1}
        />
      </Box>
    </LocalizationProvider>
  );
}
