import * as React from 'react';
import Box from '@mui/material/Box';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function LuxonStartOfWeek() {
  return (
    // The "fw" Unicode extension sets the first day of the week: Monday here.
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US-u-fw-mon">
      <Box sx={{ height: 340, width: '100%' }}>
        <DateCalendar defaultValue={DateTime.fromISO('2025-05-14')} />
      </Box>
    </LocalizationProvider>
  );
}
