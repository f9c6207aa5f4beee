import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// Morning shifts start between 5:00 and 9:00, on the quarter hour, never at 7 (handover).
const earliest = dayjs('2025-04-07T05:00');
const latest = dayjs('2025-04-07T09:00');
const isHandover = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 7;

export default function TimeClockValidation() {
  const [shiftStart, setShiftStart] = React.useState<Dayjs | null>(dayjs('2025-04-07T06:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <TimeClock
          ampm={false}
          value={shiftStart}
          onChange={setShiftStart}
          minTime={earliest}
          maxTime={latest}
          minutesStep={15}
          shouldDisableTime={isHandover}
        />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Morning shift starts at {shiftStart?.format('HH:mm') ?? '—'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
