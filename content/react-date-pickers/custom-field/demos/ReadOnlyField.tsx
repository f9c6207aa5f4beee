import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { fieldFormat, label, name, rootClassName, rootRef, rootSx, setOpen, timezone, triggerRef, value } = usePickerContext();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: value,
    timezone: timezone,
    props: internalProps,
  });

  const openPicker = () => setOpen(true);

  return (
    <TextField
      {...forwardedProps}
      label={label}
      name={name}
      value={value ? value.format(fieldFormat) : ''}
      placeholder="Click to choose"
      error={hasValidationError}
      ref={rootRef}
      className={rootClassName}
      sx={[{ minWidth: 250 }, ...(Array.isArray(rootSx) ? rootSx : [rootSx])]}
      onClick={openPicker}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          openPicker();
        }
      }}
      InputProps={{
        ref: triggerRef,
        readOnly: true,
        endAdornment: (
          <InputAdornment position="end">
            <EventIcon />
          </InputAdornment>
        ),
      }}
    />
  );
}

export default function ReadOnlyField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 56 }}>
        <DatePicker
          label="Check-in"
          defaultValue={dayjs('2025-07-04')}
          format="dddd, MMMM D, YYYY"
          slots={{ field: ReadOnlyDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
