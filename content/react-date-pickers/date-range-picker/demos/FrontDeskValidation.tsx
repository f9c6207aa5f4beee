import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The front desk is closed on Sundays: guests can leave on a Sunday,
// but they cannot arrive on one. The season runs from June to September.
const seasonStart = dayjs('2025-06-01');
const seasonEnd = dayjs('2025-09-30');

function noSundayArrival(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' && day.day() === 0;
}

function explain([startError, endError]: DateRangeValidationError): string {
  if (startError === 'shouldDisableDate') {
    return 'Check-in is not possible on Sundays.';
  }
  if (startError === 'minDate' || endError === 'maxDate') {
    return 'The hotel is open from June 1 to September 30.';
  }
  if (startError === 'invalidRange') {
    return 'Check-out must come after check-in.';
  }
  if (startError || endError) {
    return 'Enter two valid dates.';
  }
  return 'Arrivals Monday to Saturday';
}

export default function FrontDeskValidation() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-06-22'), dayjs('2025-06-27')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 340 }}>
        <DateRangePicker
          label="Hotel stay"
          value={stay}
          onChange={setStay}
          minDate={seasonStart}
          maxDate={seasonEnd}
          shouldDisableDate={noSundayArrival}
          onError={setError}
          slotProps={{
            textField: { fullWidth: true, helperText: explain(error) },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
