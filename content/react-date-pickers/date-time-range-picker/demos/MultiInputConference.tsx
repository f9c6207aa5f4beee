import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const keynote: DateRange<Dayjs> = [dayjs('2025-09-17T09:30'), dayjs('2025-09-17T10:15')];

export default function MultiInputConference() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, width: '100%', maxWidth: 520 }}>
        <DateTimeRangePicker
          defaultValue={keynote}
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Keynote starts', end: 'Keynote ends' }}
          sx={{ width: '100%' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
