import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const launch = dayjs('2025-07-01');

export default function PickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 220, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DesktopDatePicker label="Desktop: popover" defaultValue={launch} />
          <MobileDatePicker label="Mobile: dialog" defaultValue={launch} />
          <DatePicker
            label="Responsive: dialog below 720px"
            defaultValue={launch}
            desktopModeMediaQuery="@media (min-width: 720px)"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
