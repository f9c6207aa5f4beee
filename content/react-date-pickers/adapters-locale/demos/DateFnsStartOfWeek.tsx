import * as React from 'react';
import Box from '@mui/material/Box';
import { enUS } from 'date-fns/locale/en-US';
import type { Locale } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// US English, with weeks that start on Saturday (0 is Sunday).
const enUSSaturday: Locale = { ...enUS, options: { ...enUS.options, weekStartsOn: 6 } };

export default function DateFnsStartOfWeek() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSSaturday}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DateCalendar defaultValue={new Date(2025, 4, 14)} />
      </Box>
    </LocalizationProvider>
  );
}
