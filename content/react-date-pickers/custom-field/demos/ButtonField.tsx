import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function DateButtonField(props: DatePickerFieldProps) {
  const { disabled, fieldFormat, label, rootClassName, rootSx, setOpen, triggerRef, value } = usePickerContext();
  const text = value ? value.format(fieldFormat) : label;

  return (
    <Button
      id={props.id}
      variant="outlined"
      startIcon={<EventIcon />}
      ref={triggerRef}
      className={rootClassName}
      sx={rootSx}
      disabled={disabled}
      onClick={() => setOpen((prev) => !prev)}
    >
      {text}
    </Button>
  );
}

export default function ButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 40 }}>
        <DatePicker
          label="Pick a date"
          format="ddd, MMM D"
          referenceDate={dayjs('2025-09-01')}
          slots={{ field: DateButtonField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
