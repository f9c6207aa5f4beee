import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Start of next week', getValue: () => dayjs().startOf('week').add(8, 'day') },
  { label: 'Start of next month', getValue: () => dayjs().add(1, 'month').startOf('month') },
];

function ReviewPicker({ importance }: { importance: PickerChangeImportance }) {
  const [saved, setSaved] = React.useState<Dayjs | null>(null);

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <DatePicker
        label={`Review date (${importance})`}
        onAccept={setSaved}
        slotProps={{ shortcuts: { items: shortcuts, changeImportance: importance } }}
      />
      <Typography variant="body2">
        Saved: {saved ? saved.format('MMM D, YYYY') : 'nothing yet'}
      </Typography>
    </Stack>
  );
}

export default function ChangeImportance() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 200, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 680 }}>
          <ReviewPicker importance="accept" />
          <ReviewPicker importance="set" />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
