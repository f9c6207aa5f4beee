import * as React from 'react';
import Box from '@mui/material/Box';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Sunday is 0 and Saturday is 6 in Day.js.
const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  disablePast: 'This day has already passed.',
  shouldDisableDate: 'The clinic is closed at weekends.',
  invalidDate: 'This date is not valid.',
};

export default function DisablePastAndWeekends() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const helperText = error ? (messages[error] ?? 'Pick another day.') : 'Weekdays from today on.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%' }}>
        <DatePicker
          label="Appointment"
          disablePast
          shouldDisableDate={isWeekend}
          onError={setError}
          slotProps={{ textField: { helperText } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
