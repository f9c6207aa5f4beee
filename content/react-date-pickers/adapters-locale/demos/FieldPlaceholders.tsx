import * as React from 'react';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        // Each function receives the section's format; the year also gets its digit count.
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'month' : 'mm'),
        fieldDayPlaceholder: () => 'dd',
        fieldHoursPlaceholder: () => '--',
        fieldMinutesPlaceholder: () => '--',
      }}
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
        <DatePicker label="Date of birth" />
        <DateTimeField label="Incident reported" format="D MMMM YYYY HH:mm" />
      </Box>
    </LocalizationProvider>
  );
}
