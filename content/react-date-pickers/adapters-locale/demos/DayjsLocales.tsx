import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const locales = [
  { code: 'en', label: 'English (US)' },
  { code: 'en-gb', label: 'English (UK)' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ja', label: '日本語' },
];

const delivery = dayjs('2025-05-14T07:45');

export default function DayjsLocales() {
  const [locale, setLocale] = React.useState('de');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Box sx={{ height: 140, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Locale"
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {locales.map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker label="Delivery slot" defaultValue={delivery} />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
