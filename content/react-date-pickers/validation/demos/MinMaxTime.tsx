import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time of these two values counts: their date is ignored.
const opening = dayjs('2025-01-01T08:30');
const closing = dayjs('2025-01-01T17:00');

export default function MinMaxTime() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-05-14T07:45'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <TimePicker
          label="Parcel pickup"
          minTime={opening}
          maxTime={closing}
          value={pickup}
          onChange={setPickup}
          onError={setError}
          slotProps={{ textField: { helperText: 'Counter open 8:30 AM to 5:00 PM', fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Validation error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
