import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { deDE } from '@mui/x-date-pickers/locales';

// A Berlin dental clinic: German month and day names, weeks starting on Monday,
// and German labels for the buttons that screen readers announce.
const checkUp = dayjs('2025-05-14');
const germanLabels = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalizedCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanLabels}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: 688, width: '100%' }}>
        <DateCalendar defaultValue={checkUp} />
        {/* Two-letter weekday names ("Mo", "Di") instead of the default single letter. */}
        <DateCalendar defaultValue={checkUp} dayOfWeekFormatter={(day) => day.format('dd')} />
      </Stack>
    </LocalizationProvider>
  );
}
