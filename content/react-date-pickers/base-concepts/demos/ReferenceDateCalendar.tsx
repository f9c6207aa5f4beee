import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Autumn term enrolment: the calendar opens on September 2025 and the
// chosen day gets the 09:00 start time of the reference date.
const termStart = dayjs('2025-09-01T09:00');

export default function ReferenceDateCalendar() {
  const [firstClass, setFirstClass] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DateCalendar
          value={firstClass}
          onChange={setFirstClass}
          referenceDate={termStart}
          sx={{ m: 0 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {firstClass ? firstClass.format('YYYY-MM-DD HH:mm') : 'No day picked: value is null'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
