import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A week-long design conference.
const conference: DateRange<Dayjs> = [dayjs('2025-09-15'), dayjs('2025-09-19')];

export default function RangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 220, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 340 }}>
          <DesktopDateRangePicker sx={{ width: '100%' }} label="Desktop: popover" defaultValue={conference} />
          <MobileDateRangePicker sx={{ width: '100%' }} label="Mobile: dialog" defaultValue={conference} />
          <DateRangePicker
            label="Responsive: dialog below 720px"
            defaultValue={conference}
            desktopModeMediaQuery="@media (min-width: 720px)"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
