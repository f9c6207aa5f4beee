import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

export default function DayjsUtc() {
  // A maintenance window logged by the operations team, in UTC.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-05-14T22:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%' }}>
        <DateTimePicker label="Maintenance starts (UTC)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {value?.isValid()
            ? `onChange value: ${value.format()}, isUTC(): ${String(value.isUTC())}`
            : 'No valid value'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
