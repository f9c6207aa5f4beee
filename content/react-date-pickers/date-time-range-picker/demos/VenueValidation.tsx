import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The community hall can be booked from 8:00 to 22:00, and not on Mondays,
// when it is cleaned.
const opening = dayjs('2025-01-01T08:00');
const closing = dayjs('2025-01-01T22:00');

function explain([startError, endError]: DateTimeRangeValidationError): string {
  const error = startError ?? endError;
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The hall is open from 8:00 to 22:00.';
    case 'shouldDisableDate':
      return 'The hall is closed on Mondays.';
    case 'invalidRange':
      return 'The booking must end after it starts.';
    case null:
      return 'Open Tuesday to Sunday, 8:00 to 22:00';
    default:
      return 'Enter a valid date and time.';
  }
}

export default function VenueValidation() {
  const [booking, setBooking] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-17T18:00'),
    dayjs('2025-05-17T23:30'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 460 }}>
        <DateTimeRangePicker
          label="Hall booking"
          value={booking}
          onChange={setBooking}
          minTime={opening}
          maxTime={closing}
          shouldDisableDate={(day) => day.day() === 1}
          onError={setError}
          slotProps={{ textField: { helperText: explain(error) } }}
          sx={{ width: '100%' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
