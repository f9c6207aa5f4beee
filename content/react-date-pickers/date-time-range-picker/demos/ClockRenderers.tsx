import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A photo studio rental, chosen on an analog clock.
const session: DateRange<Dayjs> = [dayjs('2025-04-26T10:00'), dayjs('2025-04-26T13:30')];

export default function ClockRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, width: '100%', maxWidth: 460 }}>
        <DateTimeRangePicker
          label="Studio session"
          defaultValue={session}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
          sx={{ width: '100%' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
