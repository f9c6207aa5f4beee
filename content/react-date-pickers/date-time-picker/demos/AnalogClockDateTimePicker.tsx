import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const checkIn = dayjs('2025-08-14T15:00');

export default function AnalogClockDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateTimePicker
            label="Check-in (analog clock)"
            defaultValue={checkIn}
            viewRenderers={{
              hours: renderTimeViewClock,
              minutes: renderTimeViewClock,
              seconds: renderTimeViewClock,
            }}
          />
          {/* 48 half hours a day: at or below the threshold, one list of times. */}
          <DateTimePicker
            label="Check-out (one list of half hours)"
            defaultValue={checkIn.add(3, 'day').hour(11)}
            timeSteps={{ minutes: 30 }}
            thresholdToRenderTimeInASingleColumn={48}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
