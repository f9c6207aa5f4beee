import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

function duration([from, to]: DateRange<Dayjs>): string {
  if (!from?.isValid() || !to?.isValid()) {
    return 'Enter when the shift starts and ends.';
  }
  const minutes = to.diff(from, 'minute');
  if (minutes <= 0) {
    return 'The shift must end after it starts.';
  }
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min of on-call duty`;
}

export default function ControlledOnCallShift() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-02-07T18:00'),
    dayjs('2025-02-08T08:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%', maxWidth: 400 }}>
        <SingleInputDateTimeRangeField
          label="On-call shift"
          value={shift}
          onChange={setShift}
          format="DD/MM HH:mm"
          ampm={false}
          fullWidth
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {duration(shift)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
