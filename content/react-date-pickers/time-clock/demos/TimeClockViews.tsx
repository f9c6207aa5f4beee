import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// A rest timer between two sets at the gym: minutes and seconds only.
export default function TimeClockViews() {
  const [rest, setRest] = React.useState<Dayjs | null>(dayjs('2025-01-01T00:01:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <TimeClock
          views={['minutes', 'seconds']}
          openTo="seconds"
          value={rest}
          onChange={setRest}
        />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Rest between sets: {rest ? `${rest.minute()} min ${rest.second()} s` : '—'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
