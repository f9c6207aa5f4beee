import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// Slots already taken at the barbershop on 2025-06-07, as "HH:mm".
const bookedSlots = new Set(['09:30', '10:00', '11:30', '14:00', '14:30', '15:00']);

function isBooked(value: Dayjs, view: TimeView) {
  return view === 'hours' && bookedSlots.has(value.format('HH:mm'));
}

export default function DigitalClockValidation() {
  const [slot, setSlot] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 270, width: '100%' }}>
        <Stack direction="row" spacing={3}>
          <DigitalClock
            value={slot}
            onChange={setSlot}
            referenceDate={dayjs('2025-06-07T09:00')}
            minTime={dayjs('2025-06-07T09:00')}
            maxTime={dayjs('2025-06-07T17:30')}
            shouldDisableTime={isBooked}
            skipDisabled
          />
          <Typography variant="body2">
            {slot ? `Haircut at ${slot.format('h:mm A')}` : 'Pick a free slot.'}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
