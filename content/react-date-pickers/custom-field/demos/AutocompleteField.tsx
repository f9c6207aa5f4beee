import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The carrier only delivers to this postcode on these days.
const deliveryDays = ['2025-06-03', '2025-06-05', '2025-06-10', '2025-06-12', '2025-06-17'].map(
  (day) => dayjs(day),
);

function DeliveryDayField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { disabled, label, readOnly, rootRef, setOpen, setValue, timezone, triggerRef, value } = usePickerContext();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: value,
    timezone: timezone,
    props: internalProps,
  });
  const handleRef = useForkRef(rootRef, triggerRef);
  const selected = deliveryDays.find((day) => day.isSame(value, 'day')) ?? null;

  return (
    <Autocomplete
      {...forwardedProps}
      ref={handleRef}
      sx={{ width: 300 }}
      options={deliveryDays}
      value={selected}
      onChange={(_event, newValue) => setValue(newValue)}
      getOptionLabel={(day) => day.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, selectedDay) => option.isSame(selectedDay, 'day')}
      disabled={disabled}
      readOnly={readOnly}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={hasValidationError}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <IconButton
                  edge="start"
                  size="small"
                  aria-label="Choose in a calendar"
                  onClick={() => setOpen((prev) => !prev)}
                >
                  <EventIcon />
                </IconButton>
              </InputAdornment>
            ),
          }}
        />
      )}
    />
  );
}

const isNotDeliveryDay = (date: Dayjs) => !deliveryDays.some((day) => day.isSame(date, 'day'));

export default function AutocompleteField() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 90 }}>
        <DatePicker
          label="Delivery day"
          value={value}
          onChange={setValue}
          referenceDate={dayjs('2025-06-01')}
          shouldDisableDate={isNotDeliveryDay}
          slots={{ field: DeliveryDayField }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {value ? `Delivery on ${value.format('YYYY-MM-DD')}` : 'No delivery day chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
