import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// Shifts longer than six hours include an unpaid 30-minute break.
function paidTime([start, end]: DateRange<Dayjs>): string {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Enter when the shift starts and ends.';
  }
  const minutes = end.diff(start, 'minute');
  if (minutes <= 0) {
    return 'The shift must end after it starts.';
  }
  const paid = minutes > 360 ? minutes - 30 : minutes;
  const breakNote = minutes > 360 ? ', after a 30 min break' : '';
  return `Paid time: ${Math.floor(paid / 60)} h ${paid % 60} min${breakNote}`;
}

function describe([start, end]: DateRange<Dayjs>): string {
  if (!start?.isValid() || !end?.isValid()) {
    return 'nothing yet';
  }
  return `${start.format('HH:mm')} to ${end.format('HH:mm')}`;
}

export default function ShiftRoster() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02T08:30'),
    dayjs('2025-06-02T16:45'),
  ]);
  const [saved, setSaved] = React.useState<DateRange<Dayjs>>(shift);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 150, width: '100%', maxWidth: 360 }}>
        <TimeRangePicker
          label="Monday shift"
          value={shift}
          onChange={setShift}
          onAccept={setSaved}
          sx={{ width: '100%' }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {paidTime(shift)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Saved to the roster: {describe(saved)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
