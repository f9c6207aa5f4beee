import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// Every IANA zone name the browser knows.
const zones = Intl.supportedValuesOf('timeZone');

export default function SupportedZones() {
  const [zone, setZone] = React.useState('Pacific/Auckland');
  // A webinar, stored in UTC.
  const [webinar, setWebinar] = React.useState<Dayjs | null>(dayjs.utc('2025-10-07T16:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 170, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Autocomplete
            options={zones}
            value={zone}
            onChange={(_event, newZone) => setZone(newZone ?? 'UTC')}
            disableClearable
            sx={{ width: { xs: '100%', sm: 260 } }}
            renderInput={(params) => <TextField {...params} label={`Time zone (${zones.length})`} />}
          />
          <DateTimePicker label="Webinar" value={webinar} onChange={setWebinar} timezone={zone} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {webinar?.isValid() ? `Stored: ${webinar.toISOString()}` : 'No valid value'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
