import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function BasicDateTimeRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 140, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <SingleInputDateTimeRangeField label="Outage window" fullWidth />
          <MultiInputDateTimeRangeField
            slotProps={{
              textField: ({ position }) => ({
                label: position === 'start' ? 'Outage began' : 'Service restored',
              }),
            }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
