import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const invoiceDate = dayjs('2025-03-31');

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 136 }}>
        <DateField
          label="Invoice date (dense)"
          defaultValue={invoiceDate}
          format="YYYY/MM/DD"
          formatDensity="dense"
        />
        <DateField
          label="Invoice date (spacious)"
          defaultValue={invoiceDate}
          format="YYYY/MM/DD"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
