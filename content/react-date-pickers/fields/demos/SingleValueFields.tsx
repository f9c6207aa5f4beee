import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// A veterinary record: birth date, usual feeding time, last vaccination.
export default function SingleValueFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 230, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateField label="Date of birth" defaultValue={dayjs('2021-03-09')} />
          <TimeField label="Feeding time" defaultValue={dayjs('2025-05-14T18:30')} />
          <DateTimeField label="Last vaccination" defaultValue={dayjs('2025-05-14T10:15')} />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
