import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function ControlledDateTimeField() {
  // The truck leaves the warehouse; the delivery is due eight hours later.
  const [loading, setLoading] = React.useState<Dayjs | null>(dayjs('2025-02-17T05:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 150, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateTimeField label="Truck departs" value={loading} onChange={setLoading} clearable />
          <Typography variant="body2">
            {loading
              ? `Delivery due ${loading.add(8, 'hour').format('ddd, MMM D [at] h:mm A')}`
              : 'Enter a complete departure time.'}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
