import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const signedOn = dayjs('2024-11-04');
const renewal = dayjs('2025-11-04');

export default function DisabledAndReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DatePicker label="Contract signed (disabled)" defaultValue={signedOn} disabled />
          <DatePicker label="Renewal (read-only)" defaultValue={renewal} readOnly />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
