import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const nextMeetup = dayjs('2025-10-08');

export default function StaticCalendarPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 500, width: '100%' }}>
        <StaticDatePicker defaultValue={nextMeetup} orientation="portrait" sx={{ maxWidth: 320 }} />
      </Box>
    </LocalizationProvider>
  );
}
