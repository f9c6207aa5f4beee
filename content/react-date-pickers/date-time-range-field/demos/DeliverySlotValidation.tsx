import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The warehouse receives deliveries between 6:00 and 14:00.
const dockOpens = dayjs('2025-01-01T06:00');
const dockCloses = dayjs('2025-01-01T14:00');

function explain([startError, endError]: DateTimeRangeValidationError): string {
  const error = startError ?? endError;
  if (error === 'minTime' || error === 'maxTime') {
    return 'The loading dock is open from 06:00 to 14:00.';
  }
  if (error === 'invalidRange') {
    return 'The slot must end after it starts.';
  }
  if (error) {
    return 'Enter a complete date and time.';
  }
  return 'Receiving hours: 06:00 to 14:00';
}

export default function DeliverySlotValidation() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-02T13:00'),
    dayjs('2025-10-02T15:00'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 480 }}>
        <SingleInputDateTimeRangeField
          label="Delivery slot"
          value={slot}
          onChange={setSlot}
          ampm={false}
          minTime={dockOpens}
          maxTime={dockCloses}
          onError={setError}
          helperText={explain(error)}
          fullWidth
        />
      </Box>
    </LocalizationProvider>
  );
}
