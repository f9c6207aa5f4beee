import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MultiInputRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-04'),
    dayjs('2025-07-09'),
  ]);
  const [checkIn, checkOut] = stay;
  const nights = checkIn && checkOut ? checkOut.diff(checkIn, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110 }}>
        <DateRangePicker
          value={stay}
          onChange={setStay}
          slots={{ field: MultiInputDateRangeField }}
        />
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {nights === null ? 'Choose both dates' : `${nights} nights`}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
