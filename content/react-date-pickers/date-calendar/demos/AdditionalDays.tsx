import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// February 2026 starts on a Sunday and fills exactly four rows: fixedWeekNumber adds two more.
const rentDue = dayjs('2026-02-01');

export default function AdditionalDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 336, width: '100%' }}>
        <DateCalendar defaultValue={rentDue} showDaysOutsideCurrentMonth fixedWeekNumber={6} />
      </Box>
    </LocalizationProvider>
  );
}
