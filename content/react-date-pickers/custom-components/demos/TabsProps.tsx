import * as React from 'react';
import Box from '@mui/material/Box';
import EventNoteIcon from '@mui/icons-material/EventNote';
import SailingIcon from '@mui/icons-material/Sailing';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function TabsProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 520, width: '100%', overflowX: 'auto' }}>
        <StaticDateTimePicker
          defaultValue={dayjs('2025-07-12T07:45')}
          slotProps={{
            toolbar: { hidden: true },
            tabs: {
              dateIcon: <EventNoteIcon />,
              timeIcon: <SailingIcon />,
              sx: { bgcolor: 'action.hover' },
            },
          }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
