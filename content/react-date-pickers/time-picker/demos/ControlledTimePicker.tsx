import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The 07:45 regional train to the coast, as published in the timetable.
const scheduled = dayjs('2025-06-02T07:45');

export default function ControlledTimePicker() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(scheduled);

  const delay = () => setDeparture((current) => (current ?? scheduled).add(10, 'minute'));
  const delayMinutes = departure?.isValid() ? departure.diff(scheduled, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 180, width: '100%' }}>
        <TimePicker label="Departure" value={departure} onChange={setDeparture} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={delay}>
            Delay 10 minutes
          </Button>
          <Button onClick={() => setDeparture(scheduled)}>Back on schedule</Button>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {delayMinutes === null
            ? 'Departure time unknown.'
            : `Departs at ${departure!.format('h:mm A')}` +
              (delayMinutes === 0 ? ', on time.' : ` (${delayMinutes} min from schedule).`)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
