import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The warehouse ships on weekdays, except on the public holidays below.
const holidays = ['2025-12-25', '2025-12-26', '2026-01-01', '2026-04-03', '2026-05-25'];
const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || holidays.includes(day.format('YYYY-MM-DD'));

// Walks forward from `start` until the picker's own validation accepts the day.
function firstValidFrom(start: Dayjs, isValid: (value: Dayjs | null) => boolean): Dayjs | null {
  for (let day = start, i = 0; i < 60; day = day.add(1, 'day'), i += 1) {
    if (isValid(day)) {
      return day;
    }
  }
  return null;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next shipping day',
    getValue: ({ isValid }) => firstValidFrom(dayjs().startOf('day').add(1, 'day'), isValid),
  },
  {
    label: 'First shipping day of next month',
    getValue: ({ isValid }) => firstValidFrom(dayjs().add(1, 'month').startOf('month'), isValid),
  },
];

export default function NextValidShortcut() {
  const [shipDate, setShipDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 110, width: '100%' }}>
        <Stack spacing={1} sx={{ maxWidth: 320 }}>
          <DatePicker
            label="Ship on"
            value={shipDate}
            onChange={setShipDate}
            disablePast
            shouldDisableDate={isClosed}
            slotProps={{ shortcuts: { items: shortcuts } }}
          />
          <Typography variant="body2">
            {shipDate ? shipDate.format('dddd, MMMM D') : 'Open the calendar and pick a shortcut.'}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
