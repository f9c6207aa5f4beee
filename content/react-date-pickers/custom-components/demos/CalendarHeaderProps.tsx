import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, width: '100%', overflowX: 'auto' }}>
        <DateCalendar
          defaultValue={dayjs('2025-09-21')}
          slotProps={{
            calendarHeader: {
              format: 'MMMM [’]YY',
              sx: { bgcolor: 'action.hover', borderRadius: 2, mx: 1, pl: 2 },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
