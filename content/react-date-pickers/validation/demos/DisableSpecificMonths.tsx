import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The ski school runs lessons from December to March; Day.js counts months from 0.
const isOffSeason = (month: Dayjs) => month.month() >= 3 && month.month() <= 10;

export default function DisableSpecificMonths() {
  const [month, setMonth] = React.useState<Dayjs | null>(dayjs('2025-04-01'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Lesson package month"
          views={['year', 'month']}
          openTo="month"
          value={month}
          onChange={setMonth}
          shouldDisableMonth={isOffSeason}
          onError={setError}
          slotProps={{ textField: { helperText: 'December to March', fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Validation error: <code>{error === null ? 'null' : `'${error}'`}</code>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
