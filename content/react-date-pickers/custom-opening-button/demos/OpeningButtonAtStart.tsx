import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function OpeningButtonAtStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 128 }}>
        <DatePicker
          label="Lease start"
          defaultValue={dayjs('2025-09-01')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <DateTimePicker
          label="Key handover"
          defaultValue={dayjs('2025-09-01T10:30')}
          slotProps={{
            field: {
              openPickerButtonPosition: 'start',
              clearable: true,
              clearButtonPosition: 'end',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
