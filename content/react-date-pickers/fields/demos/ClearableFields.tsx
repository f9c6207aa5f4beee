import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableFields() {
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 200, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateField
            label="Passport expires"
            defaultValue={dayjs('2031-09-30')}
            clearable
            onClear={() => setClears((count) => count + 1)}
          />
          <DatePicker
            label="Visa issued"
            defaultValue={dayjs('2025-04-02')}
            slotProps={{ field: { clearable: true, clearButtonPosition: 'start' } }}
          />
          <Typography variant="body2">The passport field was cleared {clears} times.</Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
