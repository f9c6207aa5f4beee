import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersTextField,
  pickersOutlinedInputClasses,
  type PickersTextFieldProps,
} from '@mui/x-date-pickers/PickersTextField';

// The design team's text field: pill-shaped, with a tinted background.
function PillTextField(props: PickersTextFieldProps) {
  return (
    <PickersTextField
      {...props}
      size="small"
      sx={{
        [`& .${pickersOutlinedInputClasses.root}`]: {
          borderRadius: 99,
          backgroundColor: 'action.hover',
        },
        [`& .${pickersOutlinedInputClasses.notchedOutline}`]: {
          borderColor: 'transparent',
        },
      }}
    />
  );
}

export default function WrappedPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 60 }}>
        <DatePicker
          label="Ship by"
          defaultValue={dayjs('2025-06-02')}
          slots={{ textField: PillTextField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
