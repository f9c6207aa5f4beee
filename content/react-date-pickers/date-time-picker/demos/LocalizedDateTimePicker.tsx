import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

const concert = dayjs('2025-12-06T19:30');

export default function LocalizedDateTimePicker() {
  return (
    <Box sx={{ height: 160, width: '100%' }}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* German: day-first format, 24-hour clock, German button labels. */}
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale="de"
          localeText={deDE.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <DateTimePicker label="Konzertbeginn" defaultValue={concert} />
        </LocalizationProvider>
        {/* US English with a 24-hour clock forced by `ampm`. */}
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateTimePicker label="Concert start (24 h)" defaultValue={concert} ampm={false} />
        </LocalizationProvider>
      </Stack>
    </Box>
  );
}
