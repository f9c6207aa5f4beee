import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const NIGHTLY_RATE = 142;

function describeStay([checkIn, checkOut]: DateRange<Dayjs>): string {
  if (!checkIn || !checkOut) {
    return 'Choose a check-in and a check-out day.';
  }
  const nights = checkOut.diff(checkIn, 'day');
  if (nights < 1) {
    return 'Check-out must be at least one night after check-in.';
  }
  return `${nights} night${nights > 1 ? 's' : ''}, from ${checkIn.format(
    'ddd, MMM D',
  )} to ${checkOut.format('ddd, MMM D')}: $${nights * NIGHTLY_RATE}`;
}

export default function ControlledHotelStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-06-12'), dayjs('2025-06-15')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%', maxWidth: 340 }}>
        <DateRangePicker label="Hotel stay" sx={{ width: '100%' }} value={stay} onChange={setStay} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {describeStay(stay)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
