import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { RangePosition } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// On-call rotations start on a Monday and end on a Sunday,
// and the schedule is open for the third quarter only.
function rotationRule(day: Dayjs, position: RangePosition) {
  return position === 'start' ? day.day() !== 1 : day.day() !== 0;
}

export default function RotationRules() {
  const [position, setPosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DateRangeCalendar
          calendars={1}
          referenceDate={dayjs('2025-07-01')}
          minDate={dayjs('2025-07-01')}
          maxDate={dayjs('2025-09-30')}
          shouldDisableDate={rotationRule}
          rangePosition={position}
          onRangePositionChange={setPosition}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          {position === 'start' ? 'Choose the first day: a Monday.' : 'Choose the last day: a Sunday.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
