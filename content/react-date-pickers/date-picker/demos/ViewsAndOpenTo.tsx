import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ViewsAndOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          {/* A birth date is far away: start on the year list, newest years first. */}
          <DatePicker
            label="Date of birth"
            views={['year', 'month', 'day']}
            openTo="year"
            yearsOrder="desc"
            disableFuture
          />
          {/* A card expiry has no day: only month and year views. */}
          <DatePicker label="Card expiry" views={['month', 'year']} openTo="month" />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
