import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function BasicDateRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 140, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 400 }}>
          <SingleInputDateRangeField label="Report period" />
          <MultiInputDateRangeField
            slotProps={{
              textField: ({ position }) => ({
                label: position === 'start' ? 'From' : 'To',
              }),
            }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
