import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function BasicTimeClock() {
  const [lightsOff, setLightsOff] = React.useState<Dayjs | null>(dayjs('2025-11-03T22:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <TimeClock value={lightsOff} onChange={setLightsOff} />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Office lights switch off at {lightsOff?.format('h:mm A') ?? '—'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
