import * as React from 'react';
import Box from '@mui/material/Box';
import DateRangeRoundedIcon from '@mui/icons-material/DateRangeRounded';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeOpeningButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 56, maxWidth: 360 }}>
        <DateRangePicker
          label="Parental leave"
          defaultValue={[dayjs('2025-11-03'), dayjs('2026-01-30')]}
          slots={{ openPickerIcon: DateRangeRoundedIcon }}
          slotProps={{
            openPickerButton: { color: 'secondary' },
            field: { openPickerButtonPosition: 'start' },
            textField: { fullWidth: true },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
