import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const hotelStay: DateRange<Dayjs> = [dayjs('2025-07-04'), dayjs('2025-07-09')];

export default function RangeDateSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, maxWidth: 360 }}>
        <DateRangePicker
          label="Hotel stay"
          defaultValue={hotelStay}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        <SingleInputDateRangeField
          label="Group room block"
          defaultValue={hotelStay}
          dateSeparator="→"
        />
      </Stack>
    </LocalizationProvider>
  );
}
