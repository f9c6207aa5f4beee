import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonLocale() {
  const [checkup, setCheckup] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-05-14T09:15'),
  );

  return (
    // Luxon takes a BCP 47 tag: the browser's Intl API supplies the names and formats.
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="es-MX">
      <Box sx={{ height: 120, width: '100%' }}>
        <DateTimePicker label="Revisión del vehículo" value={checkup} onChange={setCheckup} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {checkup?.isValid ? checkup.setLocale('es-MX').toLocaleString(DateTime.DATETIME_HUGE) : 'Sin fecha'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
