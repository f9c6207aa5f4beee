import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function BasicTimeRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 140, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <SingleInputTimeRangeField label="Pharmacy hours" />
          <MultiInputTimeRangeField
            slotProps={{
              textField: ({ position }) => ({
                label: position === 'start' ? 'Opens' : 'Closes',
              }),
            }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
