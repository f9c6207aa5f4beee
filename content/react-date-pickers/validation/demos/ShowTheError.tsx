import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// A message for every code a Date Time Picker can report: TypeScript flags a missing one.
const messages: Record<NonNullable<DateTimeValidationError>, string> = {
  invalidDate: 'Enter a complete date and time.',
  minDate: 'Bookings open on June 2, 2025.',
  maxDate: 'Bookings close on June 27, 2025.',
  disablePast: 'This time has already passed.',
  disableFuture: 'This time is in the future.',
  shouldDisableDate: 'The studio is closed at weekends.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
  minTime: 'The studio opens at 9:00 AM.',
  maxTime: 'The last session starts at 8:00 PM.',
  minutesStep: 'Sessions start on the hour or the half hour.',
  'shouldDisableTime-hours': 'The studio is cleaned between 1 and 2 PM.',
  'shouldDisableTime-minutes': 'This minute is not available.',
  'shouldDisableTime-seconds': 'This second is not available.',
};

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function ShowTheError() {
  const [session, setSession] = React.useState<Dayjs | null>(dayjs('2025-06-10T13:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, width: '100%', maxWidth: 320 }}>
        <DateTimePicker
          label="Recording session"
          value={session}
          onChange={setSession}
          minDate={dayjs('2025-06-02')}
          maxDate={dayjs('2025-06-27')}
          minTime={dayjs('2025-01-01T09:00')}
          maxTime={dayjs('2025-01-01T20:00')}
          minutesStep={30}
          shouldDisableDate={isWeekend}
          shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 13}
          onError={setError}
          slotProps={{
            textField: {
              fullWidth: true,
              helperText: error ? messages[error] : 'Weekdays in June, 9 AM to 8 PM',
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
