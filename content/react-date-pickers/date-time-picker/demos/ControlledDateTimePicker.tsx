import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A boarding pass: the gate closes 20 minutes before departure.
const scheduled = dayjs('2025-06-03T07:45');

export default function ControlledDateTimePicker() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(scheduled);

  const delay = () => setDeparture((current) => (current ?? scheduled).add(30, 'minute'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 190, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateTimePicker label="Departure" value={departure} onChange={setDeparture} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={delay}>
              Delay 30 minutes
            </Button>
            <Button onClick={() => setDeparture(scheduled)}>Reset</Button>
          </Stack>
          <Typography variant="body2">
            {departure && departure.isValid()
              ? `Gate closes at ${departure.subtract(20, 'minute').format('HH:mm')} on ${departure.format('dddd, MMMM D')}.`
              : 'No departure time set.'}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
