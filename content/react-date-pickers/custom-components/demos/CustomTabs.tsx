import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Two text tabs that also show the part of the value they edit.
// The picker passes `hidden`: false in its mobile layout, true in its desktop one.
function DepartureTabs(props: DateTimePickerTabsProps) {
  const { hidden, className, sx } = props;
  const { value, view, setView } = usePickerContext();

  if (hidden) {
    return null;
  }

  const isTimeView = view === 'hours' || view === 'minutes' || view === 'seconds' || view === 'meridiem';

  return (
    <Tabs
      className={className}
      sx={sx}
      variant="fullWidth"
      value={isTimeView ? 'time' : 'date'}
      onChange={(_event, tab: 'date' | 'time') => setView(tab === 'date' ? 'day' : 'hours')}
    >
      <Tab value="date" label={`Day · ${value ? value.format('MMM D') : '–'}`} />
      <Tab value="time" label={`Time · ${value ? value.format('h:mm A') : '–'}`} />
    </Tabs>
  );
}

export default function CustomTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 520, width: '100%', overflowX: 'auto' }}>
        <StaticDateTimePicker
          defaultValue={dayjs('2025-07-12T07:45')}
          slots={{ tabs: DepartureTabs }}
          slotProps={{ toolbar: { hidden: true } }}
          sx={{ width: 'fit-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
