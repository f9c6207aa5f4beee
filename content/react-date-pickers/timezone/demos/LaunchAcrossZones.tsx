import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// The launch is planned by the New York office: the value lives in that zone.
const launch = dayjs.tz('2025-06-12T09:00', 'America/New_York');

const offices = [
  { city: 'New York', zone: 'America/New_York' },
  { city: 'London', zone: 'Europe/London' },
  { city: 'Kolkata', zone: 'Asia/Kolkata' },
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
];

export default function LaunchAcrossZones() {
  const [value, setValue] = React.useState<Dayjs | null>(launch);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, width: '100%' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' },
          }}
        >
          {offices.map(({ city, zone }) => (
            <DateTimePicker
              key={zone}
              label={`Launch in ${city}`}
              timezone={zone}
              value={value}
              onChange={setValue}
              ampm={false}
            />
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Stored value: {value?.isValid() ? `${value.format()} (${value.toISOString()})` : 'none'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
