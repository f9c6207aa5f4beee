import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Keyboard editing on desktop, a tap target that opens the dialog on mobile.
function EditableOnDesktopField(props: DatePickerFieldProps) {
  const { fieldFormat, label, name, rootClassName, rootRef, rootSx, setOpen, triggerRef, value, variant } = usePickerContext();

  if (variant === 'desktop') {
    return <DateField {...props} />;
  }

  return (
    <TextField
      id={props.id}
      label={label}
      name={name}
      value={value ? value.format(fieldFormat) : ''}
      ref={rootRef}
      className={rootClassName}
      sx={rootSx}
      onClick={() => setOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          setOpen(true);
        }
      }}
      InputProps={{ ref: triggerRef, readOnly: true }}
    />
  );
}

const departure = dayjs('2025-10-21');

export default function ReadOnlyMobileField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 128 }}>
        <DesktopDatePicker
          label="Departure (desktop)"
          defaultValue={departure}
          slots={{ field: EditableOnDesktopField }}
        />
        <MobileDatePicker
          label="Departure (mobile)"
          defaultValue={departure}
          slots={{ field: EditableOnDesktopField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
