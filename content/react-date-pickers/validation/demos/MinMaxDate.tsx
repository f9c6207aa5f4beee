import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The campsite opens for the summer season only.
const seasonStart = dayjs('2025-06-01');
const seasonEnd = dayjs('2025-09-30');

export default function MinMaxDate() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(dayjs('2025-05-24'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Arrival"
          minDate={seasonStart}
          maxDate={seasonEnd}
          value={arrival}
          onChange={setArrival}
          onError={setError}
          slotProps={{ textField: { helperText: 'Open June 1 to September 30', fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Validation error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
