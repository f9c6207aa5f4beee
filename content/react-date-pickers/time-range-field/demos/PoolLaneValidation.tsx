import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import type { TimeView } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';

// Lanes are booked on the hour or the half hour, from 06:30 to 21:00,
// and the pool closes from 12:00 to 13:00 for cleaning.
const opening = dayjs('2025-01-01T06:30');
const closing = dayjs('2025-01-01T21:00');

const isCleaningHour = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

type TimeError = TimeRangeValidationError[number];

function message(error: TimeError): string {
  switch (error) {
    case null:
      return ' ';
    case 'minTime':
      return 'The pool opens at 06:30.';
    case 'maxTime':
      return 'The pool closes at 21:00.';
    case 'shouldDisableTime-hours':
      return 'Closed 12:00 to 13:00.';
    case 'minutesStep':
      return 'Use :00 or :30.';
    case 'invalidRange':
      return 'Must end after the start.';
    default:
      return 'Enter a valid time.';
  }
}

export default function PoolLaneValidation() {
  const [lane, setLane] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-08T12:30'),
    dayjs('2025-03-08T21:30'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 140, width: '100%', maxWidth: 420 }}>
        <MultiInputTimeRangeField
          value={lane}
          onChange={setLane}
          minTime={opening}
          maxTime={closing}
          minutesStep={30}
          shouldDisableTime={isCleaningHour}
          ampm={false}
          onError={setError}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Lane from' : 'Lane until',
              helperText: message(error[position === 'start' ? 0 : 1]),
            }),
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          onError: [{error.map((code) => (code === null ? 'null' : `'${code}'`)).join(', ')}]
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
