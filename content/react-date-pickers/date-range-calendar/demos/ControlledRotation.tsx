import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

export default function ControlledRotation() {
  const [rotation, setRotation] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-05'),
    dayjs('2025-05-11'),
  ]);
  const [start, end] = rotation;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DateRangeCalendar calendars={1} value={rotation} onChange={setRotation} />
        <Typography variant="body2" sx={{ px: 2 }}>
          {start && end
            ? `Priya is on call from ${start.format('MMM D')} to ${end.format(
                'MMM D',
              )} (${end.diff(start, 'day') + 1} days).`
            : 'Click the last day of the rotation.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
