import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import type { TimeView } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';

// A bakery takes deliveries between 06:00 and 14:00, in quarter hours,
// but not during the 11 o'clock baking run.
const firstDelivery = dayjs('2025-01-01T06:00');
const lastDelivery = dayjs('2025-01-01T14:00');

const isBakingHour = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 11;

function explain([startError, endError]: TimeRangeValidationError): string {
  const error = startError ?? endError;
  switch (error) {
    case null:
      return 'Deliveries from 06:00 to 14:00, except 11:00 to 12:00.';
    case 'minTime':
    case 'maxTime':
      return 'The loading bay is open from 06:00 to 14:00.';
    case 'shouldDisableTime-hours':
      return 'No deliveries during the 11 o’clock baking run.';
    case 'minutesStep':
      return 'Choose a quarter hour: :00, :15, :30 or :45.';
    case 'invalidRange':
      return 'The window must end after it starts.';
    default:
      return 'Enter two complete times.';
  }
}

export default function DeliveryWindowValidation() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-12T12:30'),
    dayjs('2025-05-12T14:30'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 150, width: '100%', maxWidth: 360 }}>
        <TimeRangePicker
          label="Delivery window"
          value={slot}
          onChange={setSlot}
          minTime={firstDelivery}
          maxTime={lastDelivery}
          minutesStep={15}
          shouldDisableTime={isBakingHour}
          ampm={false}
          onError={setError}
          slotProps={{ textField: { helperText: explain(error) } }}
          sx={{ width: '100%' }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          onError: [{error.map((code) => (code === null ? 'null' : `'${code}'`)).join(', ')}]
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
