import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const inspection = dayjs('2025-09-18T14:30');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 220, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DesktopDateTimePicker label="Desktop: popover" defaultValue={inspection} />
          <MobileDateTimePicker label="Mobile: dialog" defaultValue={inspection} />
          <DateTimePicker
            label="Responsive: dialog below 900px"
            defaultValue={inspection}
            desktopModeMediaQuery="@media (min-width: 900px)"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
