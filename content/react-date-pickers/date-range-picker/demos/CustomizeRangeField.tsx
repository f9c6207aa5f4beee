import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// A two-week on-call rotation.
const rotation: DateRange<Dayjs> = [dayjs('2025-03-03'), dayjs('2025-03-16')];

export default function CustomizeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 170, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <DateRangePicker
            label="On-call rotation"
            defaultValue={rotation}
            slotProps={{
              field: { dateSeparator: 'to', clearable: true },
              textField: { fullWidth: true, helperText: 'Both days are included' },
            }}
          />
          <DateRangePicker
            label="Spacious format, small size"
            defaultValue={rotation}
            formatDensity="spacious"
            slotProps={{ textField: { fullWidth: true, size: 'small' } }}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
