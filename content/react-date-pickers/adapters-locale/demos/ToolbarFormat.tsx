import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 520, width: '100%' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-05-14')}
          slotProps={{
            // The toolbar title: short weekday, day and month, without the year.
            toolbar: { toolbarFormat: 'ddd D MMM', toolbarPlaceholder: 'Pick a day' },
            actionBar: { actions: [] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
