import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  LocalizationProvider,
  MuiPickersAdapterContext,
} from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Not a date',
  minDate: 'The course starts on September 1, 2025',
  maxDate: 'Enrollment closes on June 30, 2026',
  disablePast: 'This day is in the past',
  disableFuture: 'This day is in the future',
  shouldDisableDate: 'This day is not available',
  shouldDisableMonth: 'This month is not available',
  shouldDisableYear: 'This year is not available',
};

function TypedDateField(props: DatePickerFieldProps) {
  // 1. Keep the validation props for the hooks, spread the rest (such as `id`) on the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // 2. Read the value, the format and the root props from the Picker.
  const { disabled, fieldFormat, label, name, readOnly, rootClassName, rootRef, rootSx, setOpen, setValue, timezone, triggerRef, triggerStatus, value } = usePickerContext();
  const translations = usePickerTranslations();
  // 3. A placeholder in the user's language, like "TT.MM.JJJJ" in German.
  const placeholder = useParsedFormat();
  const { validationError } = useValidation({
    validator: validateDate,
    value: value,
    timezone: timezone,
    props: internalProps,
  });

  const adapter = React.useContext(MuiPickersAdapterContext)?.utils;
  const format = fieldFormat;
  const [text, setText] = React.useState(() => value?.format(format) ?? '');
  const [shownValue, setShownValue] = React.useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value?.isValid()) {
      setText(value.format(format));
    }
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    // The adapter parses with the locale of the LocalizationProvider: "L" is DD.MM.YYYY in German.
    setValue(adapter ? adapter.parse(event.target.value, format) : null);
  };

  return (
    <TextField
      {...forwardedProps}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      label={label}
      name={name}
      ref={rootRef}
      className={rootClassName}
      sx={rootSx}
      disabled={disabled}
      error={validationError !== null}
      helperText={validationError ? messages[validationError] : ' '}
      InputProps={{
        ref: triggerRef,
        readOnly: readOnly,
        endAdornment: (
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={translations.openDatePickerDialogue(text || null)}
              disabled={triggerStatus !== 'enabled'}
              onClick={() => setOpen((prev) => !prev)}
            >
              <EventIcon />
            </IconButton>
          </InputAdornment>
        ),
      }}
    />
  );
}

export default function FullCustomField() {
  const [locale, setLocale] = React.useState<'en' | 'de'>('de');
  const localeText = (locale === 'de' ? deDE : enUS).components.MuiLocalizationProvider
    .defaultProps.localeText;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={localeText}>
      <Stack spacing={2} sx={{ height: 140, alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(_event, next) => next && setLocale(next)}
          aria-label="Language"
        >
          <ToggleButton value="en">English</ToggleButton>
          <ToggleButton value="de">Deutsch</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          key={locale}
          label={locale === 'de' ? 'Kursbeginn' : 'Course start'}
          minDate={dayjs('2025-09-01')}
          maxDate={dayjs('2026-06-30')}
          slots={{ field: TypedDateField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
