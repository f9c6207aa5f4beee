import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const invoiceDate = dayjs('2025-05-14');

export default function CustomFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          height: 280,
          width: '100%',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 300px))' },
          alignContent: 'start',
        }}
      >
        <DatePicker label="Invoice date" format="DD.MM.YYYY" defaultValue={invoiceDate} />
        <DateField label="Invoice date, spacious" format="DD.MM.YYYY" formatDensity="spacious" defaultValue={invoiceDate} />
        <DateField label="With weekday" format="ddd D MMM YYYY" defaultValue={invoiceDate} />
        <DateField label="Ordinal day" format="MMMM Do, YYYY" defaultValue={invoiceDate} />
      </Box>
    </LocalizationProvider>
  );
}
