import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// A courier that collects parcels on weekdays, from today on.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Yesterday', getValue: () => dayjs().subtract(1, 'day') },
  { label: 'Today', getValue: () => dayjs() },
  { label: 'This Saturday', getValue: () => dayjs().day(6) },
  { label: 'Next Monday', getValue: () => dayjs().day(8) },
];

export default function DisabledShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 389, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          disablePast
          shouldDisableDate={isWeekend}
          slotProps={{ shortcuts: { items: shortcuts } }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
