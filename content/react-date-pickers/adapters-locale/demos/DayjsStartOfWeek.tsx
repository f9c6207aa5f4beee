import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A copy of the English locale whose weeks start on Monday (0 is Sunday),
// registered under its own name so that the global 'en' locale stays as it is.
const english = dayjs.Ls.en as ILocale;
dayjs.locale({ ...english, name: 'en-monday', weekStart: 1 }, undefined, true);

export default function DayjsStartOfWeek() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
      <Box sx={{ height: 340, width: '100%' }}>
        <DateCalendar defaultValue={dayjs('2025-05-14')} />
      </Box>
    </LocalizationProvider>
  );
}
