import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A bike workshop books the next service from the date of the last one.
const lastService = dayjs('2025-04-08');
const intervals: PickersShortcutsItem<Dayjs | null>[] = [
  { label: '3 months', getValue: () => lastService.add(3, 'month') },
  { label: '6 months', getValue: () => lastService.add(6, 'month') },
  { label: '1 year', getValue: () => lastService.add(1, 'year') },
];

// One column: toolbar, shortcuts, views, then actions. The picker stays as narrow as its calendar.
const singleColumn = {
  [`& .${pickersLayoutClasses.toolbar}`]: { gridColumn: 1, gridRow: 1 },
  [`& .${pickersLayoutClasses.shortcuts}`]: {
    gridColumn: 1,
    gridRow: 2,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 1,
    maxWidth: 320,
    px: 2,
    '& .MuiListItem-root': { width: 'auto', p: 0 },
  },
  [`& .${pickersLayoutClasses.contentWrapper}`]: { gridColumn: 1, gridRow: 3 },
  [`& .${pickersLayoutClasses.actionBar}`]: { gridColumn: 1, gridRow: 4 },
};

export default function ShortcutsAboveCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 550, width: '100%' }}>
        <StaticDatePicker
          orientation="portrait"
          defaultValue={lastService.add(6, 'month')}
          slotProps={{
            shortcuts: { items: intervals },
            layout: { sx: singleColumn },
          }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
