import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// Expense reports cover trips of the current fiscal year only.
const fiscalStart = dayjs('2025-04-01');
const fiscalEnd = dayjs('2026-03-31');

function explain([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange') {
    return 'The trip must end after it starts.';
  }
  if (startError === 'minDate' || endError === 'minDate') {
    return 'Trips before April 1, 2025 belong to last year’s report.';
  }
  if (startError === 'maxDate' || endError === 'maxDate') {
    return 'The fiscal year ends on March 31, 2026.';
  }
  if (startError || endError) {
    return 'Enter two complete dates.';
  }
  return 'Fiscal year 2025–26';
}

export default function TravelPolicyValidation() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([dayjs('2025-10-14'), dayjs('2025-10-09')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 400 }}>
        <SingleInputDateRangeField
          label="Business trip"
          value={trip}
          onChange={setTrip}
          minDate={fiscalStart}
          maxDate={fiscalEnd}
          onError={setError}
          helperText={explain(error)}
          fullWidth
        />
      </Box>
    </LocalizationProvider>
  );
}
