import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 220, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          {/* A lab sample logged to the second */}
          <TimePicker
            label="Sample taken at"
            views={['hours', 'minutes', 'seconds']}
            defaultValue={dayjs('2025-02-03T10:42:17')}
          />
          {/* Deliveries are booked by the hour */}
          <TimePicker
            label="Delivery slot"
            views={['hours']}
            defaultValue={dayjs('2025-02-03T14:00')}
          />
          {/* Opens on the minutes, since the hour is usually right */}
          <TimePicker
            label="Reminder"
            openTo="minutes"
            defaultValue={dayjs('2025-02-03T16:15')}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
