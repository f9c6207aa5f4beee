import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function TextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 180 }}>
        <DatePicker
          label="Appointment"
          defaultValue={dayjs('2025-05-14')}
          slotProps={{
            textField: {
              variant: 'filled',
              color: 'success',
              helperText: 'The clinic is open Monday to Friday',
            },
          }}
        />
        <DateField
          label="Date of birth"
          defaultValue={dayjs('1987-11-03')}
          variant="standard"
          size="small"
          helperText="As written on the insurance card"
        />
      </Stack>
    </LocalizationProvider>
  );
}
