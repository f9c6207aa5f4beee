import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const raceStart = dayjs('2025-04-27T09:00:00');
const shiftStart = dayjs('2025-04-28T06:00');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 220, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          {/* A race timer needs seconds. */}
          <DateTimePicker
            label="Marathon start"
            defaultValue={raceStart}
            views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          />
          {/* Shifts start on the hour: no minutes view, and the picker opens on the hours. */}
          <DateTimePicker
            label="Shift start"
            defaultValue={shiftStart}
            views={['day', 'hours']}
            openTo="hours"
          />
          <DateTimePicker
            label="Ferry booking (15-minute slots)"
            defaultValue={dayjs('2025-07-19T10:15')}
            timeSteps={{ minutes: 15 }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
