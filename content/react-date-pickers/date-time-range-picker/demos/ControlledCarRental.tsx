import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The agency bills each started 24-hour period.
const DAILY_RATE = 58;

function quote([pickUp, dropOff]: DateRange<Dayjs>): string {
  if (!pickUp || !dropOff) {
    return 'Choose a pick-up and a drop-off time.';
  }
  const hours = dropOff.diff(pickUp, 'hour', true);
  if (hours <= 0) {
    return 'Drop-off must come after pick-up.';
  }
  const days = Math.ceil(hours / 24);
  return `${Math.round(hours)} hours, billed as ${days} day${days > 1 ? 's' : ''}: $${days * DAILY_RATE}`;
}

export default function ControlledCarRental() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-18T07:45'),
    dayjs('2025-07-21T18:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%', maxWidth: 460 }}>
        <DateTimeRangePicker label="Car rental" value={rental} onChange={setRental} sx={{ width: '100%' }} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {quote(rental)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
