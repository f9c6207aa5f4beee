import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A train journey: one date, one time, and one combined date and time.
const departureDay = dayjs('2025-06-14');
const boardingTime = dayjs('2025-06-14T08:45');
const arrival = dayjs('2025-06-14T13:20');

export default function PickerFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 200, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DatePicker label="Departure day" defaultValue={departureDay} />
          <TimePicker label="Boarding time" defaultValue={boardingTime} />
          <DateTimePicker label="Arrival" defaultValue={arrival} />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
