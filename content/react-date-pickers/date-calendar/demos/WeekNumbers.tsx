import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Production planning in a British factory: weeks start on Monday, and numbers follow ISO 8601.
const shipment = dayjs('2025-11-20');

export default function WeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Box sx={{ height: 336, width: '100%' }}>
        <DateCalendar defaultValue={shipment} displayWeekNumber />
      </Box>
    </LocalizationProvider>
  );
}
