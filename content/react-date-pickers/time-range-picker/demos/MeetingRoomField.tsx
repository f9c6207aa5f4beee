import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A meeting room is booked in quarter hours, shown on a 24-hour clock.
const standUp: DateRange<Dayjs> = [dayjs('2025-04-15T09:15'), dayjs('2025-04-15T09:45')];
// A training session is planned in half hours, picked from a single list.
const workshop: DateRange<Dayjs> = [dayjs('2025-04-15T10:00'), dayjs('2025-04-15T12:30')];

export default function MeetingRoomField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 190, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <TimeRangePicker
            label="Room booking"
            defaultValue={standUp}
            ampm={false}
            timeSteps={{ minutes: 15 }}
            slotProps={{
              field: { dateSeparator: 'to', clearable: true },
              textField: { helperText: 'Quarter hours, 24-hour clock' },
            }}
          />
          <TimeRangePicker
            label="Workshop"
            defaultValue={workshop}
            format="hh:mm A"
            timeSteps={{ minutes: 30 }}
            thresholdToRenderTimeInASingleColumn={48}
            slotProps={{ textField: { size: 'small' } }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
