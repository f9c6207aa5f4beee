import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const SHIFT_HOURS = 8;

export default function ControlledTimeField() {
  // Controlled: the shift end below is derived from this state.
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-03-03T06:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 170, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <TimeField label="Shift starts" value={start} onChange={setStart} />
          {/* Uncontrolled: the field keeps its own state. */}
          <TimeField label="Break (optional)" defaultValue={dayjs('2025-03-03T10:00')} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {start?.isValid()
            ? `An ${SHIFT_HOURS}-hour shift ends at ${start.add(SHIFT_HOURS, 'hour').format('h:mm A')}.`
            : 'Enter a start time to see when the shift ends.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
