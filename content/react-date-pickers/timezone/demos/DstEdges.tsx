import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'America/New_York';

function ShiftPicker({ label, start }: { label: string; start: Dayjs }) {
  const [value, setValue] = React.useState<Dayjs | null>(start);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <DateTimePicker label={label} value={value} onChange={setValue} timezone={zone} ampm={false} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {value?.isValid() ? `${value.format('YYYY-MM-DD HH:mm Z')} = ${value.toISOString()}` : 'none'}
      </Typography>
    </Box>
  );
}

export default function DstEdges() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 220, width: '100%' }}>
        <ShiftPicker label="Night shift, spring" start={dayjs.tz('2025-03-09T01:30', zone)} />
        <ShiftPicker label="Night shift, autumn" start={dayjs.tz('2025-11-02T00:30', zone)} />
      </Stack>
    </LocalizationProvider>
  );
}
