import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const kickoff = dayjs('2025-03-04T09:05');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateTimeField label="Day first, 24-hour" defaultValue={kickoff} format="DD/MM/YYYY HH:mm" />
          <DateTimeField
            label="Weekday and month names"
            defaultValue={kickoff}
            format="ddd, MMM D YYYY, h:mm A"
          />
          <DateTimeField
            label="No leading zeros"
            defaultValue={kickoff}
            format="M/D/YYYY h:mm A"
            shouldRespectLeadingZeros
          />
          <DateTimeField
            label="Spacious separators"
            defaultValue={kickoff}
            format="YYYY-MM-DD HH:mm"
            formatDensity="spacious"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
