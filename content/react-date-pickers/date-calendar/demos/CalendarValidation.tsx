import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Vaccination clinic: open Monday to Friday in the autumn campaign, closed on public holidays.
const campaignStart = dayjs('2025-10-06');
const campaignEnd = dayjs('2025-12-19');
const holidays = ['2025-11-11', '2025-11-27', '2025-11-28'];

const isClosed = (date: Dayjs) =>
  date.day() === 0 || date.day() === 6 || holidays.includes(date.format('YYYY-MM-DD'));

export default function CalendarValidation() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-11-10'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 372, width: '100%' }}>
        <DateCalendar
          value={visit}
          onChange={setVisit}
          minDate={campaignStart}
          maxDate={campaignEnd}
          shouldDisableDate={isClosed}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          Flu shot: {visit ? visit.format('dddd, MMMM D') : 'no visit booked'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
