import * as React from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// A hotel check-in date on a kiosk screen: the toolbar moves beside the calendar when there is room.
const checkIn = dayjs('2025-07-18');

export default function LandscapeDatePicker() {
  const wide = useMediaQuery('(min-width: 600px)');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 500, width: '100%' }}>
        <StaticDatePicker
          defaultValue={checkIn}
          orientation={wide ? 'landscape' : 'portrait'}
          slotProps={{ toolbar: { toolbarFormat: 'ddd, MMM D' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
