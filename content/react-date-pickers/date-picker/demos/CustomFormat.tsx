import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const releaseDay = dayjs('2025-04-17');

export default function CustomFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DatePicker label="ISO 8601" format="YYYY-MM-DD" defaultValue={releaseDay} />
          <DatePicker label="Day, month name, year" format="DD MMM YYYY" defaultValue={releaseDay} />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
