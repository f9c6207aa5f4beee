import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [lastDose, setLastDose] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, width: '100%' }}>
        <TimeField label="Last dose taken at" value={lastDose} onChange={setLastDose} />
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {lastDose?.isValid()
            ? `Next dose after ${lastDose.add(6, 'hour').format('h:mm A')}.`
            : 'Type the hours, the minutes and AM or PM.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
