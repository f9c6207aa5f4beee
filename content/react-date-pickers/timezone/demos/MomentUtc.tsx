import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, { type Moment } from 'moment';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MomentUtc() {
  // An invoice due time, kept in UTC by the billing service.
  const [due, setDue] = React.useState<Moment | null>(moment.utc('2025-06-30T17:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Box sx={{ height: 200, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker label="Invoice due (UTC)" value={due} onChange={setDue} ampm={false} />
          <DateTimePicker label="Invoice due (your time)" value={due} onChange={setDue} timezone="system" ampm={false} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {due?.isValid() ? `onChange value: ${due.format()}, isUTC(): ${String(due.isUTC())}` : 'No valid value'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
