import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const lastOrder = dayjs('2025-05-30T21:30');

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 270, width: '100%' }}>
        <Stack direction="row" spacing={3}>
          <Stack spacing={1}>
            <Typography variant="subtitle2">readOnly</Typography>
            <DigitalClock defaultValue={lastOrder} readOnly />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle2">disabled</Typography>
            <DigitalClock defaultValue={lastOrder} disabled />
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
