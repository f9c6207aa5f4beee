import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const orderPlaced = dayjs('2025-03-11T09:12');
const shipped = dayjs('2025-03-12T16:40');

export default function DateTimeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateTimePicker label="Order placed (disabled)" defaultValue={orderPlaced} disabled />
          <DateTimePicker label="Shipped (read-only)" defaultValue={shipped} readOnly />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
