import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function StaticLandscapeTimePicker() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-01-20T06:30'));
  // The landscape layout needs about 560px: fall back to portrait on narrow screens.
  const roomy = useMediaQuery('(min-width: 600px)');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 410, width: '100%' }}>
        <StaticTimePicker
          orientation={roomy ? 'landscape' : 'portrait'}
          value={alarm}
          onChange={setAlarm}
          slotProps={{ actionBar: { actions: [] } }}
          sx={{ maxWidth: 600 }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Wake-up alarm: {alarm ? alarm.format('h:mm A') : 'off'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
