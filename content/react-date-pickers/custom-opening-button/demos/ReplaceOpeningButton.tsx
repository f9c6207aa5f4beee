import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { IconButtonProps } from '@mui/material/IconButton';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Receives the props of the default IconButton: onClick, disabled, aria-label, the icon as children…
function CalendarTextButton(props: IconButtonProps) {
  const { children, edge, color, size, ...other } = props;
  return (
    <Button {...other} size="small" variant="outlined" startIcon={children} sx={{ ml: 1 }}>
      Calendar
    </Button>
  );
}

export default function ReplaceOpeningButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 56 }}>
        <DatePicker
          label="Board meeting"
          defaultValue={dayjs('2025-12-09')}
          slots={{ openPickerButton: CalendarTextButton }}
        />
      </Box>
    </LocalizationProvider>
  );
}
