import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DateCalendar
          defaultValue={dayjs('2025-05-14')}
          // Two letters per weekday instead of one: "Mo", "Tu"…
          dayOfWeekFormatter={(weekday: Dayjs) => weekday.format('dd')}
          // The month and year label above the days.
          slotProps={{ calendarHeader: { format: 'MMM YYYY' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
