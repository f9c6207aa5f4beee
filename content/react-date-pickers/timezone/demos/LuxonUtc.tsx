import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonUtc() {
  // The time a nightly database backup starts, in UTC.
  const [backup, setBackup] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-05-14T02:15:00Z', { zone: 'utc' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Box sx={{ height: 130, width: '100%' }}>
        <DateTimePicker label="Backup starts (UTC)" value={backup} onChange={setBackup} ampm={false} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {backup?.isValid ? `onChange value: ${backup.toISO()}, zone: ${backup.zoneName}` : 'No valid value'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
