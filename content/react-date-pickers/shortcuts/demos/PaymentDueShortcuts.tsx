import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Payday is the 15th and the last day of each month.
function nextPayday(from: Dayjs): Dayjs {
  if (from.date() < 15) {
    return from.date(15);
  }
  return from.endOf('month').startOf('day');
}

function endOfQuarter(from: Dayjs): Dayjs {
  const lastMonth = Math.floor(from.month() / 3) * 3 + 2;
  return from.month(lastMonth).endOf('month').startOf('day');
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs().startOf('day') },
  { label: 'In 30 days', getValue: () => dayjs().startOf('day').add(30, 'day') },
  { label: 'Next payday', getValue: () => nextPayday(dayjs().startOf('day')) },
  { label: 'End of quarter', getValue: () => endOfQuarter(dayjs().startOf('day')) },
  { label: 'No due date', getValue: () => null },
];

export default function PaymentDueShortcuts() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 409, width: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          value={dueDate}
          onChange={setDueDate}
          displayStaticWrapperAs="desktop"
          slotProps={{ shortcuts: { items: shortcuts } }}
          sx={{ width: 'fit-content' }}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          {dueDate ? `Invoice due on ${dueDate.format('dddd, MMMM D, YYYY')}` : 'No due date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
