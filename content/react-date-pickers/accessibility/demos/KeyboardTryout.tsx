import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// A dental practice's recall form, to try the keyboard on: Tab into a
// field, then use the arrow keys, Home, End, Page Up and Page Down.
export default function KeyboardTryout() {
  const [recall, setRecall] = React.useState<Dayjs | null>(dayjs('2025-05-14'));
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2025-05-12T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 220, width: '100%', pt: 1, boxSizing: 'border-box' }}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <DatePicker label="Recall appointment" value={recall} onChange={setRecall} />
          <DateTimeField label="Text reminder" value={reminder} onChange={setReminder} />
          <Typography variant="body2" aria-live="polite">
            Appointment {recall?.isValid() ? recall.format('dddd, MMMM D, YYYY') : 'not set'};
            reminder {reminder?.isValid() ? reminder.format('MMM D, HH:mm') : 'not set'}.
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
