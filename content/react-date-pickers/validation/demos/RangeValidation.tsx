import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The island ferry leaves the mainland on Mondays, Wednesdays and Fridays,
// and sails back on Tuesdays, Thursdays and Saturdays (Sunday is 0 in Day.js).
const outboundDays = [1, 3, 5];
const returnDays = [2, 4, 6];

const noSailing = (day: Dayjs, position: 'start' | 'end') =>
  !(position === 'start' ? outboundDays : returnDays).includes(day.day());

const show = (error: DateRangeValidationError[number]) => (error === null ? 'null' : `'${error}'`);

export default function RangeValidation() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([dayjs('2025-07-07'), dayjs('2025-07-12')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 170, width: '100%', maxWidth: 360 }}>
        <DateRangePicker
          label="Ferry trip"
          value={trip}
          onChange={setTrip}
          shouldDisableDate={noSailing}
          onError={setError}
          slotProps={{ textField: { fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ my: 1 }}>
          Validation error: <code>[{show(error[0])}, {show(error[1])}]</code>
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setTrip([dayjs('2025-07-11'), dayjs('2025-07-08')])}
        >
          Return before outbound
        </Button>
      </Box>
    </LocalizationProvider>
  );
}
