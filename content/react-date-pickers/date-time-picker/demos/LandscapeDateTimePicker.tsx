import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const webinar = dayjs('2025-11-20T16:00');

export default function LandscapeDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 500, width: '100%', overflowX: 'auto' }}>
        <StaticDateTimePicker defaultValue={webinar} orientation="landscape" />
      </Box>
    </LocalizationProvider>
  );
}
