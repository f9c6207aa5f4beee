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

// Each clinic books appointments in its own local time.
const clinics = [
  { name: 'Berlin clinic', zone: 'Europe/Berlin' },
  { name: 'Chicago clinic', zone: 'America/Chicago' },
  { name: 'Sydney clinic', zone: 'Australia/Sydney' },
];

export default function StoreUtcShowOtherZone() {
  const [stored, setStored] = React.useState('2025-05-14T08:30:00.000Z');
  const [clinicZone, setClinicZone] = React.useState('Europe/Berlin');

  const handleChange = (newValue: Dayjs | null) => {
    if (newValue?.isValid()) {
      setStored(newValue.toISOString());
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 190, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Clinic"
            value={clinicZone}
            onChange={(event) => setClinicZone(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {clinics.map((clinic) => (
              <MenuItem key={clinic.zone} value={clinic.zone}>
                {clinic.name}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label={`Appointment (${clinicZone})`}
            value={dayjs.utc(stored)}
            onChange={handleChange}
            timezone={clinicZone}
            ampm={false}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Saved to the API: {stored}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
