import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function AdapterDateFormats() {
  return (
    // Every picker below uses ISO 8601 dates in its field.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ keyboardDate: 'YYYY-MM-DD', keyboardDateTime24h: 'YYYY-MM-DD HH:mm' }}
    >
      <Box
        sx={{
          height: 150,
          width: '100%',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' },
          alignContent: 'start',
        }}
      >
        <DatePicker label="Audit date" defaultValue={dayjs('2025-05-14')} />
        <DateTimePicker label="Audit start" defaultValue={dayjs('2025-05-14T08:00')} ampm={false} />
      </Box>
    </LocalizationProvider>
  );
}
