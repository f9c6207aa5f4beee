import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The morning ferry crossing, one input for each end.
const crossing: DateRange<Dayjs> = [dayjs('2025-07-04T06:40'), dayjs('2025-07-04T08:15')];

export default function MultiInputFerry() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, width: '100%', maxWidth: 420 }}>
        <TimeRangePicker
          defaultValue={crossing}
          slots={{ field: MultiInputTimeRangeField }}
          sx={{ width: '100%' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
