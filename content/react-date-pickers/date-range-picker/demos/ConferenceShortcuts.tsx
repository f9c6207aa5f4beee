import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

// The ticket options of a five-day conference.
const passes: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'Workshops (Mon–Tue)',
    getValue: () => [dayjs('2025-09-15'), dayjs('2025-09-16')],
  },
  {
    label: 'Main conference (Wed–Fri)',
    getValue: () => [dayjs('2025-09-17'), dayjs('2025-09-19')],
  },
  {
    label: 'Full week',
    getValue: () => [dayjs('2025-09-15'), dayjs('2025-09-19')],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function ConferenceShortcuts() {
  const [days, setDays] = React.useState<DateRange<Dayjs>>([null, null]);
  const [start, end] = days;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%', maxWidth: 340 }}>
        <DateRangePicker
          label="Days attending"
          value={days}
          onChange={setDays}
          referenceDate={dayjs('2025-09-01')}
          calendars={1}
          slotProps={{ shortcuts: { items: passes } }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {start && end
            ? `Badge valid ${start.format('MMM D')} to ${end.format('MMM D')}: ${
                end.diff(start, 'day') + 1
              } days`
            : 'No days chosen yet.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
