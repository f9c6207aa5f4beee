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

export default function StoreUtcShowSystem() {
  // What the API returns and expects: an ISO 8601 string in UTC.
  const [stored, setStored] = React.useState('2025-09-18T14:00:00.000Z');

  const handleChange = (newValue: Dayjs | null) => {
    if (newValue?.isValid()) {
      setStored(newValue.toISOString());
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <DateTimePicker
          label="Parcel pickup"
          value={dayjs.utc(stored)}
          onChange={handleChange}
          timezone="system"
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          Shown in your system zone: {dayjs.tz.guess()}
        </Typography>
        <Typography variant="body2">Saved to the API: {stored}</Typography>
      </Box>
    </LocalizationProvider>
  );
}
