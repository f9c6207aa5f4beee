import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const cabinStay: DateRange<Dayjs> = [dayjs('2025-08-04'), dayjs('2025-08-09')];

export default function StaticRangeBooking() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 560, width: '100%' }}>
        <StaticDateRangePicker defaultValue={cabinStay} />
      </Box>
    </LocalizationProvider>
  );
}
