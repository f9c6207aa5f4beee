import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const rental: DateRange<Dayjs> = [dayjs('2025-07-18'), dayjs('2025-07-25')];

export default function MultiInputRentalCar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, width: '100%', maxWidth: 420 }}>
        <DateRangePicker
          defaultValue={rental}
          sx={{ width: '100%' }}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Pick-up', end: 'Return' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
