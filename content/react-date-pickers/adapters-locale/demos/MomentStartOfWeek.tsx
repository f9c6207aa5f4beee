import * as React from 'react';
import Box from '@mui/material/Box';
import moment from 'moment';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A child of the English locale whose weeks start on Monday (dow: 1).
// defineLocale also makes the new locale global, so switch the global locale back.
if (!moment.locales().includes('en-monday')) {
  moment.defineLocale('en-monday', { parentLocale: 'en', week: { dow: 1, doy: 4 } });
  moment.locale('en');
}

export default function MomentStartOfWeek() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="en-monday">
      <Box sx={{ height: 340, width: '100%' }}>
        <DateCalendar defaultValue={moment('2025-05-14')} />
      </Box>
    </LocalizationProvider>
  );
}
