import * as React from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A vet clinic's follow-up visits, counted from the surgery date.
const surgery = dayjs('2025-05-14');
const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Stitches out (+10 days)', getValue: () => surgery.add(10, 'day') },
  { label: 'Check-up (+6 weeks)', getValue: () => surgery.add(6, 'week') },
  { label: 'Yearly vaccine', getValue: () => surgery.add(1, 'year') },
];

export default function CustomizedShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 520, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={surgery}
          orientation="portrait"
          slotProps={{
            shortcuts: {
              items: followUps,
              subheader: <ListSubheader>Follow-ups</ListSubheader>,
            },
            actionBar: { actions: ['today', 'accept'] },
          }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
