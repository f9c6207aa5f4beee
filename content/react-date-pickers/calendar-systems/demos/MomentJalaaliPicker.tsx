import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment from 'moment-jalaali';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Defines the Persian month and weekday names of the 'fa' locale the adapter uses.
// loadPersian also makes 'fa' the global Moment locale: switch back to English.
moment.loadPersian({ dialect: 'persian-modern' });
moment.locale('en');

export default function MomentJalaaliPicker() {
  // Nowruz, the Persian new year: 1 Farvardin 1404.
  const [value, setValue] = React.useState<moment.Moment | null>(moment('2025-03-21T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Box sx={{ height: 150, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateTimePicker label="Nowruz gathering" value={value} onChange={setValue} ampm={false} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {value?.isValid()
            ? `Jalali: ${value.format('jYYYY/jMM/jDD HH:mm')}, Gregorian: ${value.format('YYYY-MM-DD HH:mm')}`
            : 'No valid value'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
