import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';

// Both plugins are needed before any value uses UTC or an IANA time zone.
dayjs.extend(utc);
dayjs.extend(timezone);

type LocaleKey = 'en' | 'de';

// adapterLocale formats the dates; localeText translates the picker's own labels and buttons.
const locales = {
  en: { label: 'English (US)', localeText: undefined },
  de: { label: 'Deutsch', localeText: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
};

const zones = [
  { id: 'America/New_York', label: 'New York' },
  { id: 'Asia/Kolkata', label: 'Kolkata' },
  { id: 'UTC', label: 'UTC' },
];

// A fixed instant, stored in UTC: only its presentation changes below.
const kickOff = dayjs.utc('2026-11-02T14:30:00Z');

export default function LocaleAndTimezone() {
  const [locale, setLocale] = React.useState<LocaleKey>('en');
  const [zone, setZone] = React.useState('America/New_York');
  const [value, setValue] = React.useState<Dayjs | null>(kickOff);
  const localeLabelId = React.useId();
  const zoneLabelId = React.useId();

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 3 }}>
        <Stack spacing={0.5}>
          <Typography id={localeLabelId} variant="body2">
            Locale (adapterLocale)
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={locale}
            onChange={(_event, next: LocaleKey | null) => next && setLocale(next)}
            aria-labelledby={localeLabelId}
          >
            {(Object.keys(locales) as LocaleKey[]).map((key) => (
              <ToggleButton key={key} value={key} sx={{ px: 1.5 }}>
                {locales[key].label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack spacing={0.5}>
          <Typography id={zoneLabelId} variant="body2">
            Time zone (timezone prop)
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={zone}
            onChange={(_event, next: string | null) => next && setZone(next)}
            aria-labelledby={zoneLabelId}
          >
            {zones.map((option) => (
              <ToggleButton key={option.id} value={option.id} sx={{ px: 1.5 }}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        localeText={locales[locale].localeText}
      >
        <DateTimePicker
          label="Kick-off"
          value={value}
          onChange={setValue}
          timezone={zone}
          sx={{ maxWidth: 320 }}
        />
      </LocalizationProvider>
      <Box sx={{ typography: 'body2', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        <div>Stored value: {value ? value.toISOString() : 'null'}</div>
        <div>
          Offset of {zone} on that day: {value ? `UTC${value.tz(zone).format('Z')}` : 'none'}
        </div>
      </Box>
    </Box>
  );
}
