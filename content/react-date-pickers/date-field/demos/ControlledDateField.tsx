import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ControlledDateField() {
  // Controlled: the shipping date lives in this component's state.
  const [shipped, setShipped] = React.useState<Dayjs | null>(dayjs('2025-03-11'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the field keeps its own value. */}
          <DateField label="Order date" defaultValue={dayjs('2025-03-07')} />
          <DateField label="Shipping date" value={shipped} onChange={setShipped} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Shipping date in state:{' '}
          {shipped === null ? 'null' : shipped.isValid() ? shipped.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
