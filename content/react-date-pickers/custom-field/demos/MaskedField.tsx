import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';

dayjs.extend(customParseFormat);

const FORMAT = 'MM/DD/YYYY';

// Keeps the digits the user typed and puts the slashes back in place.
function applyMask(input: string) {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)];
  return parts.filter(Boolean).join('/');
}

function MaskedDateField(props: DatePickerFieldProps) {
  const { label, rootRef, setOpen, setValue, triggerRef, value } = usePickerContext();
  const placeholder = useParsedFormat();
  const [text, setText] = React.useState(() => value?.format(FORMAT) ?? '');

  // When the calendar sets a date, show it in the input.
  const [shownValue, setShownValue] = React.useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value?.isValid()) {
      setText(value.format(FORMAT));
    }
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    if (masked.length === FORMAT.length) {
      setValue(dayjs(masked, FORMAT, true));
    } else if (value !== null) {
      setValue(null);
    }
  };

  return (
    <TextField
      id={props.id}
      label={label}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      ref={rootRef}
      InputProps={{
        ref: triggerRef,
        endAdornment: (
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label="Open the calendar"
              onClick={() => setOpen((prev) => !prev)}
            >
              <EventIcon />
            </IconButton>
          </InputAdornment>
        ),
      }}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
    />
  );
}

export default function MaskedField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 90 }}>
        <DatePicker
          label="Invoice due date"
          format={FORMAT}
          value={value}
          onChange={setValue}
          slots={{ field: MaskedDateField }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {value?.isValid() ? `Due on ${value.format('YYYY-MM-DD')}` : 'No valid date yet'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
