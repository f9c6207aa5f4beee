import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A study room in a university library, booked for the afternoon.
const studySlot: DateRange<Dayjs> = [dayjs('2025-10-07T14:00'), dayjs('2025-10-07T16:30')];

export default function TimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 230, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <DesktopTimeRangePicker label="Desktop: popover" defaultValue={studySlot} />
          <MobileTimeRangePicker label="Mobile: dialog with tabs" defaultValue={studySlot} />
          <TimeRangePicker
            label="Dialog below 720px wide"
            defaultValue={studySlot}
            desktopModeMediaQuery="@media (min-width: 720px)"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
