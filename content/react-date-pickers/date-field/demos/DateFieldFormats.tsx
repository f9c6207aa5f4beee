import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

// A library's due date for a borrowed book, written three ways.
const dueBack = dayjs('2025-06-05');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 168, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <DateField label="Month name" defaultValue={dueBack} format="dddd, MMMM D, YYYY" size="small" />
          <DateField
            label="ISO, spacious"
            defaultValue={dueBack}
            format="YYYY-MM-DD"
            formatDensity="spacious"
            size="small"
          />
          <DateField
            label="No leading zeros"
            defaultValue={dueBack}
            format="M/D/YYYY"
            shouldRespectLeadingZeros
            size="small"
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
