import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Bids on this auction lot are accepted from the opening to the closing bell.
const opening = dayjs('2025-10-02T10:00');
const closing = dayjs('2025-10-09T18:00');

function helperText(error: DateTimeValidationError): string {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return 'The auction opens on Oct 2 at 10:00 AM.';
    case 'maxDate':
    case 'maxTime':
      return 'The auction closes on Oct 9 at 6:00 PM.';
    case 'invalidDate':
      return 'This is not a valid date and time.';
    default:
      return 'Between Oct 2, 10:00 AM and Oct 9, 6:00 PM.';
  }
}

export default function DateTimeFieldValidation() {
  const [bid, setBid] = React.useState<Dayjs | null>(dayjs('2025-10-09T18:30'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%' }}>
        <DateTimeField
          label="Bid placed at"
          value={bid}
          onChange={setBid}
          minDateTime={opening}
          maxDateTime={closing}
          onError={setError}
          helperText={helperText(error)}
          sx={{ width: '100%', maxWidth: 320 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
