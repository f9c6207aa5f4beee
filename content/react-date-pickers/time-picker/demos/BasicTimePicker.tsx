import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BasicTimePicker() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%' }}>
        <TimePicker label="Pick-up time" value={pickup} onChange={setPickup} />
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {pickup?.isValid()
            ? `The courier arrives at ${pickup.format('h:mm A')}.`
            : 'No pick-up time yet.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
