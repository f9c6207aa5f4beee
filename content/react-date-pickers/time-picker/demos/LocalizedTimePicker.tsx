import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// German texts for the toolbar, buttons and screen-reader labels.
const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

const museumOpens = dayjs('2025-05-18T10:00');

export default function LocalizedTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
      <Box sx={{ height: 150, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <TimePicker label="Öffnungszeit (24 Stunden)" defaultValue={museumOpens} />
          <TimePicker label="Öffnungszeit (ampm)" defaultValue={museumOpens} ampm />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
