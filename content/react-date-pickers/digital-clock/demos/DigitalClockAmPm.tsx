import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const lastTrain = dayjs('2025-10-10T23:50');

export default function DigitalClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 270, width: '100%' }}>
        <Stack direction="row" spacing={3}>
          <Stack spacing={1}>
            <Typography variant="subtitle2">ampm=false</Typography>
            <DigitalClock ampm={false} defaultValue={lastTrain} />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle2">ampm=false</Typography>
            <MultiSectionDigitalClock ampm={false} defaultValue={lastTrain} />
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
