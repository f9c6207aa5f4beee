import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { enUS, esES, frFR, jaJP } from '@mui/x-date-pickers/locales';

// An international conference's registration form. Each language pairs a
// translation pack (component texts) with a Day.js locale (date formats).
const languages = {
  en: { label: 'English', pack: enUS, dayjsLocale: 'en' },
  fr: { label: 'Français', pack: frFR, dayjsLocale: 'fr' },
  es: { label: 'Español', pack: esES, dayjsLocale: 'es' },
  ja: { label: '日本語', pack: jaJP, dayjsLocale: 'ja' },
};
type Language = keyof typeof languages;

export default function ProviderLocaleText() {
  const [language, setLanguage] = React.useState<Language>('fr');
  const { pack, dayjsLocale } = languages[language];

  return (
    <Box sx={{ height: 260, width: '100%', pt: 1, boxSizing: 'border-box' }}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField
          select
          label="Language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          {Object.entries(languages).map(([code, { label }]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale={dayjsLocale}
          localeText={pack.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <DateTimeField label="Arrival" defaultValue={dayjs('2025-10-06T08:30')} />
          <DatePicker
            label="Workshop day"
            defaultValue={dayjs('2025-10-07')}
            slotProps={{ field: { clearable: true } }}
          />
        </LocalizationProvider>
      </Stack>
    </Box>
  );
}
