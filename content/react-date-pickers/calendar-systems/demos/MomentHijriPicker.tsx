import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import moment from 'moment-hijri';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// moment-hijri covers 1356 to 1499 AH: the default 1900–2099 bounds are outside it.
const minDate = moment('1937-03-14');
const maxDate = moment('2076-11-26');

export default function MomentHijriPicker() {
  // The first day of Ramadan 1446 AH.
  const [value, setValue] = React.useState<moment.Moment | null>(moment('2025-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Box sx={{ height: 130, width: '100%' }}>
        <DatePicker
          label="Ramadan starts"
          value={value}
          onChange={setValue}
          minDate={minDate}
          maxDate={maxDate}
          sx={{ maxWidth: 320 }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {value?.isValid()
            ? `Hijri: ${value.format('iYYYY/iM/iD')}, Gregorian: ${value.format('YYYY-MM-DD')}`
            : 'No valid value'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
