import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerChangeHandlerContext, DateValidationError } from '@mui/x-date-pickers/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A task tracker: the `id` is what the analytics event records, the label is for people.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'tomorrow', label: 'Tomorrow', getValue: () => dayjs().startOf('day').add(1, 'day') },
  { id: 'friday', label: 'This Friday', getValue: () => dayjs().startOf('day').day(5) },
  { id: 'next-sprint', label: 'Next sprint', getValue: () => dayjs().startOf('week').add(15, 'day') },
];

export default function ShortcutInOnChange() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(null);
  const [source, setSource] = React.useState('nothing yet');

  const handleChange = (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    setDeadline(value);
    setSource(context.shortcut ? `shortcut "${context.shortcut.id}"` : 'the calendar or the keyboard');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 130, width: '100%' }}>
        <Stack spacing={1} sx={{ maxWidth: 320 }}>
          <DatePicker
            label="Task deadline"
            value={deadline}
            onChange={handleChange}
            slotProps={{ shortcuts: { items: shortcuts } }}
          />
          <Typography variant="body2">
            {deadline ? deadline.format('ddd, MMM D') : 'No deadline'}, set with {source}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
