import * as React from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function BasicDateRangeCalendar() {
  // Two months need about 640px: show one on narrow screens.
  const wide = useMediaQuery('(min-width: 720px)');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DateRangeCalendar calendars={wide ? 2 : 1} referenceDate={dayjs('2025-04-01')} />
      </Box>
    </LocalizationProvider>
  );
}
