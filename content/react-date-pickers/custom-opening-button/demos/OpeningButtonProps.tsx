import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 56 }}>
        <DatePicker
          label="Inspection date"
          defaultValue={dayjs('2025-03-27')}
          slotProps={{
            openPickerButton: {
              color: 'primary',
              title: 'Open the inspection calendar',
            },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
