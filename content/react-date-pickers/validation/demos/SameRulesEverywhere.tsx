import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Invoices of May 2025 can be dated on working days only.
const rules = {
  minDate: dayjs('2025-05-01'),
  maxDate: dayjs('2025-05-31'),
  shouldDisableDate: (day: Dayjs) => day.day() === 0 || day.day() === 6,
};

export default function SameRulesEverywhere() {
  const [issued, setIssued] = React.useState<Dayjs | null>(dayjs('2025-05-14'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 440, width: '100%', maxWidth: 320 }}>
        <DateField {...rules} label="Invoice date" value={issued} onChange={setIssued} onError={setError} fullWidth />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Field error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
        <DateCalendar {...rules} value={issued} onChange={setIssued} sx={{ width: '100%' }} />
      </Box>
    </LocalizationProvider>
  );
}
