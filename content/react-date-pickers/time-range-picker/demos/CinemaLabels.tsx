import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// An evening screening: the doors open before the film, the credits end it.
const screening: DateRange<Dayjs> = [dayjs('2025-02-14T19:45'), dayjs('2025-02-14T22:10')];

const labels = { start: 'Doors open', end: 'Credits roll', toolbarTitle: 'Screening times' };

export default function CinemaLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 170, width: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <TimeRangePicker
            defaultValue={screening}
            slots={{ field: MultiInputTimeRangeField }}
            localeText={labels}
            sx={{ width: '100%' }}
          />
          <MobileTimeRangePicker
            label="Screening (the dialog tabs use the same labels)"
            defaultValue={screening}
            localeText={labels}
          />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
