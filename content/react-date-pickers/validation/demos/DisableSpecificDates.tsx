import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Days the dental clinic is closed in May 2025, besides weekends.
const closedDays = new Set(['2025-05-01', '2025-05-08', '2025-05-29']);

const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || closedDays.has(day.format('YYYY-MM-DD'));

export default function DisableSpecificDates() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-05-08'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Check-up"
          value={visit}
          onChange={setVisit}
          shouldDisableDate={isClosed}
          onError={setError}
          slotProps={{ textField: { helperText: 'Closed weekends, May 1, 8 and 29', fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Validation error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
