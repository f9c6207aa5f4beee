import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// Each text field receives its position ('start' or 'end') in the owner state.
function RentalField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        textField: ({ position }) =>
          position === 'start'
            ? { label: 'Pick-up', helperText: 'From 08:00 at the depot' }
            : { label: 'Return', helperText: 'Before 18:00', color: 'secondary' },
      }}
    />
  );
}

export default function StartEndFieldStyles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100 }}>
        <DateRangePicker
          defaultValue={[dayjs('2025-08-11'), dayjs('2025-08-15')]}
          slots={{ field: RentalField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
