import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Enter a complete date.',
  minDate: 'Returns start on October 1, 2025.',
  maxDate: 'Returns must be dated by October 31, 2025.',
  disablePast: 'This day has passed.',
  disableFuture: 'This day is in the future.',
  shouldDisableDate: 'The warehouse does not receive returns on Sundays.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
};

export default function BlockSubmit() {
  const [dropOff, setDropOff] = React.useState<Dayjs | null>(dayjs('2025-10-12'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(dropOff ? dropOff.format('dddd, MMMM D, YYYY') : null);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} noValidate sx={{ height: 160, width: '100%', maxWidth: 360 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DatePicker
            label="Return drop-off"
            value={dropOff}
            onChange={setDropOff}
            minDate={dayjs('2025-10-01')}
            maxDate={dayjs('2025-10-31')}
            shouldDisableDate={(day) => day.day() === 0}
            onError={setError}
            slotProps={{ textField: { required: true, helperText: error ? messages[error] : 'October 2025, no Sundays' } }}
          />
          <Button type="submit" variant="contained" disabled={error !== null || dropOff === null} sx={{ mt: 1 }}>
            Book
          </Button>
        </Stack>
        <Typography variant="body2" role="status" sx={{ mt: 2 }}>
          {submitted ? `Drop-off booked for ${submitted}.` : 'Nothing booked yet.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
