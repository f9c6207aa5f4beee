import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function FieldAndCalendar() {
  // One state shared by a keyboard field and an always-visible calendar.
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-03-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 424, width: '100%', maxWidth: 320 }}>
        <DateField label="Spring equinox" value={day} onChange={setDay} fullWidth />
        <DateCalendar value={day} onChange={setDay} sx={{ mt: 2, width: '100%' }} />
      </Box>
    </LocalizationProvider>
  );
}
