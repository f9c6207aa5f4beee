import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

function countWorkingDays([first, last]: DateRange<Dayjs>): number | null {
  if (!first?.isValid() || !last?.isValid() || last.isBefore(first, 'day')) {
    return null;
  }
  let count = 0;
  for (let day = first; !day.isAfter(last, 'day'); day = day.add(1, 'day')) {
    if (day.day() !== 0 && day.day() !== 6) {
      count += 1;
    }
  }
  return count;
}

export default function ControlledLeaveRequest() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([dayjs('2025-08-11'), dayjs('2025-08-22')]);
  const workingDays = countWorkingDays(leave);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 400 }}>
        <SingleInputDateRangeField
          label="Annual leave"
          value={leave}
          onChange={setLeave}
          format="ddd, MMM D"
          fullWidth
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {workingDays === null
            ? 'Enter the first and the last day of your leave.'
            : `${workingDays} working days deducted from your allowance.`}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
