import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockTimeSteps() {
  // Tutoring sessions are booked by the quarter hour.
  const [session, setSession] = React.useState<Dayjs | null>(dayjs('2025-09-09T16:45'));
  // Parking is paid in blocks of 2 hours and 20 minutes.
  const [parking, setParking] = React.useState<Dayjs | null>(dayjs('2025-09-09T10:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <Stack direction="row" spacing={3}>
          <Stack spacing={1}>
            <DigitalClock timeStep={15} value={session} onChange={setSession} />
            <Typography variant="body2">Session {session?.format('h:mm A') ?? '—'}</Typography>
          </Stack>
          <Stack spacing={1}>
            <MultiSectionDigitalClock
              timeSteps={{ hours: 2, minutes: 20 }}
              ampm={false}
              value={parking}
              onChange={setParking}
            />
            <Typography variant="body2">Leave by {parking?.format('HH:mm') ?? '—'}</Typography>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
