import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Flight times are local to each airport: each value carries its own zone.
const initialDeparture = DateTime.fromISO('2025-07-03T07:45', { zone: 'Europe/Lisbon' });
const initialArrival = DateTime.fromISO('2025-07-03T15:20', { zone: 'America/Sao_Paulo' });

export default function LuxonTimezone() {
  const [departure, setDeparture] = React.useState<DateTime | null>(initialDeparture);
  const [arrival, setArrival] = React.useState<DateTime | null>(initialArrival);

  const duration =
    departure?.isValid && arrival?.isValid
      ? arrival.diff(departure, ['hours', 'minutes']).toFormat("h'h' mm'min'")
      : '–';

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Box sx={{ height: 230, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker label="Departs Lisbon" value={departure} onChange={setDeparture} ampm={false} />
          <DateTimePicker label="Arrives São Paulo" value={arrival} onChange={setArrival} ampm={false} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Departure: {departure?.toISO() ?? '–'}
        </Typography>
        <Typography variant="body2">Arrival: {arrival?.toISO() ?? '–'}</Typography>
        <Typography variant="body2">Flight time: {duration}</Typography>
      </Box>
    </LocalizationProvider>
  );
}
