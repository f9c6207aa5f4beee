import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockViews() {
  // A broadcast schedule is set to the second.
  const [airTime, setAirTime] = React.useState<Dayjs | null>(dayjs('2025-03-21T20:59:45'));
  // A song length has no hours.
  const [length, setLength] = React.useState<Dayjs | null>(dayjs('2025-03-21T00:03:25'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <Stack direction="row" spacing={3}>
          <Stack spacing={1}>
            <MultiSectionDigitalClock
              views={['hours', 'minutes', 'seconds']}
              ampm={false}
              value={airTime}
              onChange={setAirTime}
            />
            <Typography variant="body2">On air {airTime?.format('HH:mm:ss') ?? '—'}</Typography>
          </Stack>
          <Stack spacing={1}>
            <MultiSectionDigitalClock
              views={['minutes', 'seconds']}
              timeSteps={{ minutes: 1, seconds: 1 }}
              value={length}
              onChange={setLength}
            />
            <Typography variant="body2">Length {length?.format('m:ss') ?? '—'}</Typography>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
