import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// Yoga classes: the member's usual slot, and the first free one this week.
const usualClass = dayjs('2025-02-18T18:30');
const firstFree = dayjs('2025-02-18T07:00');

export default function ControlledDigitalClock() {
  const [slot, setSlot] = React.useState<Dayjs | null>(usualClass);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <Stack direction="row" spacing={3}>
          <DigitalClock value={slot} onChange={setSlot} />
          <Stack spacing={1} alignItems="flex-start">
            <Typography variant="body2">
              {slot ? `Class booked at ${slot.format('h:mm A')}` : 'No class booked'}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => setSlot(usualClass)}>
              Usual slot
            </Button>
            <Button size="small" variant="outlined" onClick={() => setSlot(firstFree)}>
              Earliest
            </Button>
            <Button size="small" onClick={() => setSlot(null)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
