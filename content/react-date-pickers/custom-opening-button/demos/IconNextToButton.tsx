import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Renders the opening button (its children) and, on weekends, a warning before it.
function WeekendWarningAdornment(props: InputAdornmentProps) {
  const { children, ...other } = props;
  const { value } = usePickerContext();
  const isWeekend = value?.isValid() && (value.day() === 0 || value.day() === 6);

  return (
    <InputAdornment {...other}>
      {other.position === 'end' && isWeekend && (
        <WarningAmberRoundedIcon
          color="warning"
          titleAccess="The depot is closed on weekends"
          sx={{ mr: 1 }}
        />
      )}
      {children}
    </InputAdornment>
  );
}

export default function IconNextToButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 56 }}>
        <DatePicker
          label="Container pickup"
          defaultValue={dayjs('2025-06-14')}
          slots={{ inputAdornment: WeekendWarningAdornment }}
        />
      </Box>
    </LocalizationProvider>
  );
}
