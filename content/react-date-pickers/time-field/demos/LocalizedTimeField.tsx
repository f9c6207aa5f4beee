import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const boarding = dayjs('2025-09-12T18:40');

export default function LocalizedTimeField() {
  return (
    <Box sx={{ height: 220, width: '100%' }}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <TimeField label="en (default)" defaultValue={boarding} />
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <TimeField label="en-gb" defaultValue={boarding} />
        </LocalizationProvider>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
          <TimeField label="fr" />
        </LocalizationProvider>
      </Stack>
    </Box>
  );
}
