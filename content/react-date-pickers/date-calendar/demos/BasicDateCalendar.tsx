import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The calendar opens on the month of its value: here, a dentist's appointment.
const appointment = dayjs('2025-05-14');

export default function BasicDateCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 336, width: '100%' }}>
        <DateCalendar defaultValue={appointment} />
      </Box>
    </LocalizationProvider>
  );
}
