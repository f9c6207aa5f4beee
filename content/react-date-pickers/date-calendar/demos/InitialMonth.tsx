import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The summer festival runs in July 2026: open the calendar there, with no day selected.
const festivalMonth = dayjs('2026-07-01');

export default function InitialMonth() {
  const [ticketDay, setTicketDay] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 372, width: '100%' }}>
        <DateCalendar value={ticketDay} onChange={setTicketDay} referenceDate={festivalMonth} />
        <Typography variant="body2" sx={{ px: 2 }}>
          Festival day pass: {ticketDay ? ticketDay.format('ddd, MMM D, YYYY') : 'no day chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
