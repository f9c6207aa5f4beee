import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

// A hotel stay: the whole range in one input, or one input per date.
const stay = [dayjs('2025-08-14'), dayjs('2025-08-17')] as [Dayjs, Dayjs];

export default function RangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 230, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <SingleInputDateRangeField label="Stay (one input)" defaultValue={stay} />
          <MultiInputDateRangeField
            defaultValue={stay}
            slotProps={{
              textField: ({ position }) => ({ label: position === 'start' ? 'Check-in' : 'Check-out' }),
            }}
          />
          <SingleInputTimeRangeField
            label="Breakfast served"
            defaultValue={[dayjs('2025-08-14T07:00'), dayjs('2025-08-14T10:30')]}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
