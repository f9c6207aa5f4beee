import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const checkIn = dayjs('2025-07-04');

export default function MobileFieldEditing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, p: 2, boxSizing: 'border-box' }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <MobileDatePicker label="Check-in (editable)" defaultValue={checkIn} />
          <MobileDatePicker
            label="Check-in (read-only field)"
            defaultValue={checkIn}
            slotProps={{ field: { readOnly: true } }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
