import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Recent vehicles first: a fleet manager rarely goes back further than a few model years.
const oldestVehicle = dayjs('1990-01-01');
const newestVehicle = dayjs('2025-12-31');

export default function YearsOrder() {
  const [registered, setRegistered] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 372, width: '100%' }}>
        <DateCalendar
          value={registered}
          onChange={setRegistered}
          views={['year', 'month', 'day']}
          openTo="year"
          yearsOrder="desc"
          minDate={oldestVehicle}
          maxDate={newestVehicle}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          First registration: {registered ? registered.format('MMMM D, YYYY') : 'pick a year first'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
