import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The contract period is set by the server; the trial period is not available yet.
const contract: DateRange<Dayjs> = [dayjs('2025-01-01'), dayjs('2025-12-31')];

export default function DisabledAndReadOnlyRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 340 }}>
          <DateRangePicker label="Contract period" sx={{ width: '100%' }} defaultValue={contract} readOnly />
          <DateRangePicker label="Free trial" sx={{ width: '100%' }} disabled />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
