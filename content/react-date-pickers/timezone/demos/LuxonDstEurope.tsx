import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const zone = 'Europe/Berlin';

function BakeryShift({ label, start }: { label: string; start: string }) {
  const [value, setValue] = React.useState<DateTime | null>(DateTime.fromISO(start, { zone }));
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <DateTimePicker label={label} value={value} onChange={setValue} ampm={false} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {value?.isValid ? `${value.toFormat('yyyy-MM-dd HH:mm ZZ')} = ${value.toUTC().toISO()}` : '–'}
      </Typography>
    </Box>
  );
}

export default function LuxonDstEurope() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 220, width: '100%' }}>
        <BakeryShift label="Oven on, 30 March" start="2025-03-30T01:30" />
        <BakeryShift label="Oven on, 26 October" start="2025-10-26T01:30" />
      </Stack>
    </LocalizationProvider>
  );
}
