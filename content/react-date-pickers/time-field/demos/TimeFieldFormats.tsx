import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const lapTime = dayjs('2025-07-06T14:07:32');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 290, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <TimeField label="24-hour" format="HH:mm" defaultValue={lapTime} />
          <TimeField label="12-hour with seconds" format="hh:mm:ss A" defaultValue={lapTime} />
          <TimeField label="Hour and lowercase meridiem" format="h a" defaultValue={lapTime} />
          <TimeField
            label="Dots, spacious"
            format="HH.mm"
            formatDensity="spacious"
            defaultValue={lapTime}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
