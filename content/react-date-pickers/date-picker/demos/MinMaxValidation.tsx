import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Talks can be scheduled during the conference week only.
const firstDay = dayjs('2025-09-15');
const lastDay = dayjs('2025-09-19');

function errorMessage(error: DateValidationError): string {
  switch (error) {
    case 'minDate':
      return 'The conference starts on September 15.';
    case 'maxDate':
      return 'The conference ends on September 19.';
    case 'invalidDate':
      return 'This date is not valid.';
    default:
      return 'Pick a day between September 15 and 19.';
  }
}

export default function MinMaxValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [talk, setTalk] = React.useState<Dayjs | null>(dayjs('2025-09-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%' }}>
        <DatePicker
          label="Talk date"
          value={talk}
          onChange={setTalk}
          minDate={firstDay}
          maxDate={lastDay}
          onError={setError}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
