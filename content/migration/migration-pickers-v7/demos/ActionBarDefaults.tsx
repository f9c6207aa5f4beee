import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const meetingStart = dayjs('2025-04-14T09:30');

export default function ActionBarDefaults() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, p: 2, boxSizing: 'border-box' }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <DesktopTimePicker label="Meeting start (v8 defaults)" defaultValue={meetingStart} />
          <DesktopTimePicker
            label="Meeting start (v7 behaviour)"
            defaultValue={meetingStart}
            closeOnSelect
            slotProps={{ actionBar: { actions: [] } }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
