import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Reporting periods of a sales dashboard.
const periods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [dayjs().startOf('week'), dayjs().endOf('week')] },
  {
    label: 'Last week',
    getValue: () => {
      const lastWeek = dayjs().subtract(1, 'week');
      return [lastWeek.startOf('week'), lastWeek.endOf('week')];
    },
  },
  { label: 'Last 30 days', getValue: () => [dayjs().subtract(29, 'day'), dayjs()] },
  {
    label: 'Quarter to date',
    getValue: () => {
      const today = dayjs();
      return [today.month(Math.floor(today.month() / 3) * 3).startOf('month'), today];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([null, null]);
  const [start, end] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 433, width: '100%', overflowX: 'auto' }}>
        <StaticDateRangePicker
          value={period}
          onChange={setPeriod}
          calendars={1}
          displayStaticWrapperAs="desktop"
          slotProps={{ shortcuts: { items: periods } }}
          sx={{ width: 'fit-content' }}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          {start && end
            ? `Report from ${start.format('MMM D')} to ${end.format('MMM D, YYYY')}`
            : 'Choose a reporting period'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
