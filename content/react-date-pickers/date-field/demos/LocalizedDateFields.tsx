import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

// One flight date, as each office of a travel agency types it.
const flight = dayjs('2025-10-03');
const offices = [
  { locale: 'en', label: 'New York' },
  { locale: 'en-gb', label: 'London' },
  { locale: 'de', label: 'Berlin' },
  { locale: 'ja', label: 'Tokyo' },
];

export default function LocalizedDateFields() {
  return (
    <Box sx={{ height: 216, width: '100%' }}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {offices.map(({ locale, label }) => (
          <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
            <DateField label={`${label} (${locale})`} defaultValue={flight} size="small" />
          </LocalizationProvider>
        ))}
      </Stack>
    </Box>
  );
}
