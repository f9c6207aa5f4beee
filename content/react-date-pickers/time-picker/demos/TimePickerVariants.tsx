import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

const standup = dayjs('2025-03-10T09:30');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 220, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DesktopTimePicker label="Desktop: popover" defaultValue={standup} />
          <MobileTimePicker label="Mobile: dialog" defaultValue={standup} />
          <TimePicker
            label="Responsive: dialog below 720px"
            defaultValue={standup}
            desktopModeMediaQuery="@media (min-width: 720px)"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
