import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// The loading dock receives trucks from 6:00 to 22:00.
const dockOpens = dayjs('2025-10-01T06:00');
const dockCloses = dayjs('2025-10-01T22:00');

function describe(error: TimeValidationError, arrival: Dayjs | null): string {
  switch (error) {
    case 'minTime':
      return 'The dock opens at 06:00.';
    case 'maxTime':
      return 'The dock closes at 22:00.';
    case 'invalidDate':
      return 'Complete the hours and minutes.';
    default:
      return arrival ? `Truck expected at ${arrival.format('HH:mm')}.` : 'Between 06:00 and 22:00.';
  }
}

export default function TimeFieldValidation() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(dayjs('2025-10-01T05:15'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, width: '100%' }}>
        <TimeField
          label="Truck arrival"
          format="HH:mm"
          value={arrival}
          onChange={setArrival}
          minTime={dockOpens}
          maxTime={dockCloses}
          onError={setError}
          helperText={describe(error, arrival)}
        />
      </Box>
    </LocalizationProvider>
  );
}
