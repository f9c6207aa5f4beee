import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 64 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-10-06'), dayjs('2025-10-17')]}
          dateSeparator="until"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Sprint start' : 'Sprint end',
            }),
            separator: { sx: { color: 'text.secondary', fontStyle: 'italic' } },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
