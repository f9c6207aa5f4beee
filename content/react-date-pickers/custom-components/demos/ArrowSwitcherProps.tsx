import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ArrowSwitcherProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, width: '100%', overflowX: 'auto' }}>
        <DateCalendar
          defaultValue={dayjs('2025-11-28')}
          slotProps={{
            previousIconButton: { color: 'secondary', size: 'small', title: 'Earlier month' },
            nextIconButton: { color: 'secondary', size: 'small', title: 'Later month' },
            leftArrowIcon: { fontSize: 'large' },
            rightArrowIcon: { fontSize: 'large' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
