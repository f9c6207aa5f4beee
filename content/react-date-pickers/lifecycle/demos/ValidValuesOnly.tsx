import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The launch can be planned in the third quarter of 2025 only.
const quarterStart = dayjs('2025-07-01');
const quarterEnd = dayjs('2025-09-30');

export default function ValidValuesOnly() {
  // The plan only ever holds a valid date; the picker keeps what the user types.
  const [plannedLaunch, setPlannedLaunch] = React.useState<Dayjs>(dayjs('2025-09-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Launch date"
          defaultValue={plannedLaunch}
          minDate={quarterStart}
          maxDate={quarterEnd}
          onChange={(value, context) => {
            if (value !== null && context.validationError === null) {
              setPlannedLaunch(value);
            }
          }}
          slotProps={{ textField: { fullWidth: true } }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Launch in the plan: {plannedLaunch.format('dddd, MMMM D, YYYY')}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
