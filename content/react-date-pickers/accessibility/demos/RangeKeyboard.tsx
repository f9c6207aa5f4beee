import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A holiday-let's booking calendar: move with the arrow keys, press Enter
// on the arrival day, then on the departure day.
export default function RangeKeyboard() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-11'),
    dayjs('2025-08-16'),
  ]);
  const [start, end] = stay;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DateRangeCalendar value={stay} onChange={setStay} calendars={1} />
        <Typography variant="body2" aria-live="polite">
          Arrival {start ? start.format('ddd MMM D') : 'not set'}, departure{' '}
          {end ? end.format('ddd MMM D') : 'not set'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
