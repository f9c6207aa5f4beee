import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockAmPm() {
  const [ampm, setAmpm] = React.useState(false);
  const [flight, setFlight] = React.useState<Dayjs | null>(dayjs('2025-08-01T19:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 460, width: '100%' }}>
        <Stack direction="row" justifyContent="center">
          <FormControlLabel
            control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
            label="12-hour clock"
          />
        </Stack>
        <TimeClock ampm={ampm} ampmInClock value={flight} onChange={setFlight} />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Flight lands at {flight?.format(ampm ? 'h:mm A' : 'HH:mm') ?? '—'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
