import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A night shift at a hospital, scheduled in quarter hours on a 24-hour clock.
const nightShift: DateRange<Dayjs> = [dayjs('2025-03-14T19:00'), dayjs('2025-03-15T07:15')];

export default function ShiftSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 170, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 460 }}>
          <DateTimeRangePicker
            label="Night shift"
            defaultValue={nightShift}
            calendars={2}
            ampm={false}
            timeSteps={{ minutes: 15 }}
            sx={{ width: '100%' }}
          />
          <DateTimeRangePicker
            label="Same shift, custom field"
            defaultValue={nightShift}
            ampm={false}
            format="DD MMM HH:mm"
            slotProps={{
              field: { dateSeparator: 'until', clearable: true },
              textField: { size: 'small' },
            }}
            sx={{ width: '100%' }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
