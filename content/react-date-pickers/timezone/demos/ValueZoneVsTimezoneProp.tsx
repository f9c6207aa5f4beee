import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
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

const displayZones = ['(not set)', 'Europe/Paris', 'UTC', 'Asia/Singapore', 'America/Denver', 'system'];

export default function ValueZoneVsTimezoneProp() {
  // A hotel check-in, stored in the hotel's own zone.
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(
    dayjs.tz('2025-08-21T15:00', 'Europe/Paris'),
  );
  const [displayZone, setDisplayZone] = React.useState('(not set)');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 210, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="timezone prop"
            value={displayZone}
            onChange={(event) => setDisplayZone(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {displayZones.map((zone) => (
              <MenuItem key={zone} value={zone}>
                {zone}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Check-in"
            value={checkIn}
            onChange={setCheckIn}
            timezone={displayZone === '(not set)' ? undefined : displayZone}
            ampm={false}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {checkIn?.isValid()
            ? `Value in state: ${checkIn.format('YYYY-MM-DD HH:mm Z')} (${checkIn.toISOString()})`
            : 'No valid value'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
