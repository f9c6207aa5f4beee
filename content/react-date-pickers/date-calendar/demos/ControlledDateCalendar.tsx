import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ControlledDateCalendar() {
  // The selected pick-up day lives in this component's state.
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2025-06-03'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 372, width: '100%' }}>
        <DateCalendar value={pickUp} onChange={setPickUp} />
        <Typography variant="body2" sx={{ px: 2 }}>
          Rental car pick-up: {pickUp ? pickUp.format('dddd, MMMM D, YYYY') : 'not chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
