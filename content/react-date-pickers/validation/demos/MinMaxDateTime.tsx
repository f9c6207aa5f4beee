import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// A locker holds the parcel from its delivery until the pickup deadline.
const delivered = dayjs('2025-05-14T09:30');
const deadline = dayjs('2025-05-16T17:00');

export default function MinMaxDateTime() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-05-14T08:15'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <DateTimePicker
          label="Locker pickup"
          minDateTime={delivered}
          maxDateTime={deadline}
          value={pickup}
          onChange={setPickup}
          onError={setError}
          slotProps={{ textField: { helperText: 'May 14, 9:30 AM to May 16, 5:00 PM', fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Validation error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
