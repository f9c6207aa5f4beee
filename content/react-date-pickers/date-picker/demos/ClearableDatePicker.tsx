import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const format = (date: Dayjs | null) => (date ? date.format('MMM D, YYYY') : 'none');

export default function ClearableDatePicker() {
  // An invoice may or may not have a due date and a reminder date.
  const [due, setDue] = React.useState<Dayjs | null>(dayjs('2025-08-29'));
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2025-08-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 160, width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* A clear button inside the field, shown when it is hovered or focused. */}
          <DatePicker
            label="Payment due"
            value={due}
            onChange={setDue}
            slotProps={{ field: { clearable: true } }}
          />
          {/* A Clear button in the calendar's action bar. */}
          <DatePicker
            label="Send a reminder"
            value={reminder}
            onChange={setReminder}
            slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
          />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Due: {format(due)}. Reminder: {format(reminder)}.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
