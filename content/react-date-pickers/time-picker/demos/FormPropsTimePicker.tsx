import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const checkIn = dayjs('2025-08-14T15:00');
const checkOut = dayjs('2025-08-16T11:00');

export default function FormPropsTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <TimePicker label="Check-in (set by the hotel)" defaultValue={checkIn} readOnly />
          <TimePicker label="Late check-out (sold out)" defaultValue={checkOut} disabled />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
