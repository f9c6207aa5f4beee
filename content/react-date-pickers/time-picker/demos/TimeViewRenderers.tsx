import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const kickoff = dayjs('2025-04-26T15:00');

export default function TimeViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 150, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DesktopTimePicker
            label="Desktop with the analog clock"
            defaultValue={kickoff}
            viewRenderers={{
              hours: renderTimeViewClock,
              minutes: renderTimeViewClock,
              seconds: renderTimeViewClock,
            }}
          />
          <DesktopTimePicker
            label="Desktop with a single list"
            defaultValue={kickoff}
            timeSteps={{ minutes: 30 }}
            thresholdToRenderTimeInASingleColumn={48}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
