import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A clinic books follow-up visits on weekdays, within 90 days of the first visit.
const firstVisit = dayjs('2025-04-02');
const lastBookable = firstVisit.add(90, 'day');
const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'The follow-up comes after the first visit (April 2).',
  maxDate: `Book it by ${lastBookable.format('MMMM D')}.`,
  shouldDisableDate: 'The clinic is closed at weekends.',
  invalidDate: 'Complete the date.',
};

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 80, width: '100%' }}>
        <DateField
          label="Follow-up visit"
          defaultValue={dayjs('2025-04-05')}
          minDate={firstVisit}
          maxDate={lastBookable}
          shouldDisableDate={isWeekend}
          onError={setError}
          helperText={error ? (messages[error] ?? 'Pick another day.') : 'A weekday within 90 days.'}
        />
      </Box>
    </LocalizationProvider>
  );
}
