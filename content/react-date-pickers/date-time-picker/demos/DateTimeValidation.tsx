import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// A dental clinic books visits from May 12 to June 30, 2025, on weekdays,
// between 08:00 and 17:30. The date part of minTime and maxTime is ignored.
const firstDay = dayjs('2025-05-12');
const lastDay = dayjs('2025-06-30');
const opens = dayjs('2025-01-01T08:00');
const closes = dayjs('2025-01-01T17:30');

function errorMessage(error: DateTimeValidationError): string {
  switch (error) {
    case 'minDate':
      return 'Bookings open on May 12.';
    case 'maxDate':
      return 'Bookings are open until June 30.';
    case 'minTime':
      return 'The clinic opens at 08:00.';
    case 'maxTime':
      return 'The last visit starts at 17:30.';
    case 'shouldDisableDate':
      return 'The clinic is closed on weekends.';
    case 'invalidDate':
      return 'This date is not valid.';
    default:
      return 'Weekdays, 08:00 to 17:30.';
  }
}

export default function DateTimeValidation() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-05-12T07:30'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%' }}>
        <DateTimePicker
          label="Dental visit"
          value={visit}
          onChange={setVisit}
          minDate={firstDay}
          maxDate={lastDay}
          minTime={opens}
          maxTime={closes}
          shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
          timeSteps={{ minutes: 15 }}
          onError={setError}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
          sx={{ maxWidth: 320 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
