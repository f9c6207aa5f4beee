import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A maintenance window on a production database.
const maintenance: DateRange<Dayjs> = [dayjs('2025-11-08T22:00'), dayjs('2025-11-09T02:00')];

export default function DateTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 150, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 460 }}>
          <DesktopDateTimeRangePicker
            label="Desktop: popover"
            defaultValue={maintenance}
            sx={{ width: '100%' }}
          />
          <MobileDateTimeRangePicker
            label="Mobile: dialog with tabs"
            defaultValue={maintenance}
            sx={{ width: '100%' }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
